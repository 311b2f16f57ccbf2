import { createFileRoute } from '@tanstack/react-router'
import { MallPage } from './-components/mall-page'

/** The coin mall's product list (§2 "coin mall"; the path is not shown in the spec). */
export const Route = createFileRoute('/mall/')({
  component: MallPage,
})
