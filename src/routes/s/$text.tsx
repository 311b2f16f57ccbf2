import { createFileRoute } from '@tanstack/react-router'
import { type SearchKind, searchKindSchema } from '../../../protocol/calls/search'
import { SearchPage } from '../-components/search/search-page'

type Search = { kind?: SearchKind; page?: number }

/** /s/{text}?kind=…&page=…: site search. */
export const Route = createFileRoute('/s/$text')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const kind = searchKindSchema.safeParse(search.kind)
    const page = Number(search.page)
    return {
      ...(kind.success && { kind: kind.data }),
      ...(Number.isInteger(page) && page > 1 && page <= 1000 && { page }),
    }
  },
  component: SearchPage,
})
