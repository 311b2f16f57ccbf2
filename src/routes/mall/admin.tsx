import { createFileRoute } from '@tanstack/react-router'
import { MallAdminPage } from './-components/admin-page'

/** Staff console of the coin mall's redemption orders (administrators). */
export const Route = createFileRoute('/mall/admin')({
  component: MallAdminPage,
})
