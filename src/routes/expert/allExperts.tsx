import { createFileRoute } from '@tanstack/react-router'
import type { ExpertSort } from '../../../protocol/calls/expert'
import { AllExpertsPage } from '../-components/expert/all-experts-page'
import { type GameSearch, gameSearch } from '../-components/expert/game-search'

type Search = GameSearch & { sort?: ExpertSort; page?: number }
const SORTS: readonly string[] = ['hitRate', 'streak', 'roi', 'followers']

/** /expert/allExperts?game=…&sort=…&page=…: every expert, filtered and sorted. */
export const Route = createFileRoute('/expert/allExperts')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const sort =
      typeof search.sort === 'string' && SORTS.includes(search.sort) ? (search.sort as ExpertSort) : undefined
    const page = Number(search.page)
    return {
      ...gameSearch(search),
      ...(sort && { sort }),
      ...(Number.isInteger(page) && page > 1 && page <= 500 && { page }),
    }
  },
  component: AllExpertsPage,
})
