import { createFileRoute } from '@tanstack/react-router'
import { SettingPage, type SettingSearch } from '../-components/user/setting-page'

export const Route = createFileRoute('/userInfo/setting')({
  validateSearch: (search: Record<string, unknown>): SettingSearch => ({
    tab: search.tab === 'security' || search.tab === 'spending' ? search.tab : undefined,
  }),
  component: SettingPage,
})
