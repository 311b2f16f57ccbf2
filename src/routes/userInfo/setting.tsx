import { createFileRoute } from '@tanstack/react-router'
import { SettingPage } from '../-components/user/setting-page'

/** ?tab=security opens the security centre, ?tab=spending the real-name check and spend limits. */
export type SettingSearch = { tab?: 'security' | 'spending' }

export const Route = createFileRoute('/userInfo/setting')({
  validateSearch: (search: Record<string, unknown>): SettingSearch => ({
    tab: search.tab === 'security' || search.tab === 'spending' ? search.tab : undefined,
  }),
  component: SettingPage,
})
