import { createFileRoute } from '@tanstack/react-router'
import { ApplyPage } from '../-components/expert/apply-page'

/** Expert account application and expert rights (§2 labels; the path is not shown in the spec). */
export const Route = createFileRoute('/expert/apply')({
  component: ApplyPage,
})
