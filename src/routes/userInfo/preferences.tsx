import { createFileRoute } from '@tanstack/react-router'
import { PreferencesPage } from '../-components/user/preferences-page'

export const Route = createFileRoute('/userInfo/preferences')({
  component: PreferencesPage,
})
