import { createFileRoute } from '@tanstack/react-router'
import { DataPage } from './-components/data-page'

export const Route = createFileRoute('/creatorCenter/dataShow')({
  component: DataPage,
})
