import { createFileRoute } from '@tanstack/react-router'
import { FocusPage } from '../-components/user/focus-page'

/** ?tab=fans shows the fans instead of the follows. */
export type FocusSearch = { tab?: 'fans' }

export const Route = createFileRoute('/userInfo/focus')({
  validateSearch: (search: Record<string, unknown>): FocusSearch => ({
    tab: search.tab === 'fans' ? 'fans' : undefined,
  }),
  component: FocusPage,
})
