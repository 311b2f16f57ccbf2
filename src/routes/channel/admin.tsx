import { createFileRoute } from '@tanstack/react-router'
import { ChannelAdminPage } from './-components/admin-page'

export const Route = createFileRoute('/channel/admin')({
  component: ChannelAdminPage,
})
