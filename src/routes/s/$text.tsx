import { createFileRoute } from '@tanstack/react-router'
import type { SearchKind } from '../../../protocol/calls/search'
import { SEARCH_KINDS } from '../../../protocol/search-kinds'
import { SearchPage } from '../-components/search/search-page'

type Search = { kind?: SearchKind; page?: number }

/** /s/{text}?kind=…&page=…: site search. */
export const Route = createFileRoute('/s/$text')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const kind = SEARCH_KINDS.find((k) => k === search.kind)
    const page = Number(search.page)
    return {
      ...(kind && { kind }),
      ...(Number.isInteger(page) && page > 1 && page <= 1000 && { page }),
    }
  },
  component: SearchPage,
})
