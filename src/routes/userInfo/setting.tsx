import { createFileRoute } from '@tanstack/react-router'
import { SettingPage } from '../-components/user/setting-page'

/** ?tab=security opens the security centre. */
export type SettingSearch = { tab?: 'security' }

export const Route = createFileRoute('/userInfo/setting')({
  validateSearch: (search: Record<string, unknown>): SettingSearch => ({
    tab: search.tab === 'security' ? 'security' : undefined,
  }),
  component: SettingPage,
})
