import { createFileRoute } from '@tanstack/react-router'
import { RevenuePage } from './-components/revenue-page'

/** ?days=14 or 30 picks the range (§9: 7, 14, 30 days); without it, 7. */
export type RevenueSearch = { days?: 14 | 30 }

export const Route = createFileRoute('/anchorCenter/revenueDetails')({
  validateSearch: (search: Record<string, unknown>): RevenueSearch => {
    const days = Number(search.days)
    return { days: days === 14 || days === 30 ? days : undefined }
  },
  component: RevenuePage,
})
