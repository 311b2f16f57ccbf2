import { createFileRoute } from '@tanstack/react-router'
import { LiveSettingsPage } from './-components/live-page'

export const Route = createFileRoute('/anchorCenter/live')({
  component: LiveSettingsPage,
})
