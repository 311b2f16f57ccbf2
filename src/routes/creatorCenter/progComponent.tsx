import { createFileRoute } from '@tanstack/react-router'
import { ComponentsPage } from './-components/components-page'

export const Route = createFileRoute('/creatorCenter/progComponent')({
  component: ComponentsPage,
})
