import type { SEARCH_CALLS } from '../../../protocol/calls/search'
import { searchGroups, suggestions } from '../../search/query'
import type { HandlersOf } from '../handler'

export const SEARCH_HANDLERS: HandlersOf<typeof SEARCH_CALLS> = {
  search: async ({ text, kind, gameId, pageIndex, pageSize }, { db }) => ({
    groups: await searchGroups(db, { text, kind, gameId }, { pageIndex, pageSize }),
  }),
  searchSuggest: ({ text, limit }, { db }) => suggestions(db, text, limit),
}
