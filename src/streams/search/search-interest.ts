import type { SearchKind } from '../../../protocol/calls/search'
import { type Interest, useLoadInterest } from '../core/interest'
import { app } from '../core/runtime'

// While mounted, the search page's results and the header's suggestions are loaded into the cache (again
// after a reconnect); read them with src/db/queries/search.ts.

/** One page of results for `text` (every kind, or one kind's page); nothing for blank text. */
export function useSearchInterest(text: string, kind: SearchKind | undefined, pageIndex: number): Interest {
  const trimmed = text.trim()
  return useLoadInterest(
    `search:${trimmed}|${kind ?? ''}|${pageIndex}`,
    trimmed === ''
      ? null
      : async (api, bus, signal) => {
          const { groups } = await api.call(
            'search',
            { text: trimmed, ...(kind && { kind }), pageIndex, pageSize: kind ? 20 : 5 },
            { signal },
          )
          bus.emit({ type: 'search/results', text: trimmed, kind, pageIndex, groups, at: Date.now() })
        },
  )
}

/** The header's suggestions for what is typed (already debounced by the caller); nothing for blank text. */
export function useSuggestInterest(text: string): Interest {
  const trimmed = text.trim()
  return useLoadInterest(
    `suggest:${trimmed}`,
    trimmed === ''
      ? null
      : async (api, bus, signal) => {
          const hits = await api.call('searchSuggest', { text: trimmed, limit: 8 }, { signal })
          bus.emit({ type: 'search/suggestions', text: trimmed, hits, at: Date.now() })
        },
  )
}

/** Remembers a search the user made (Enter in the header, or a result page opened). */
export function rememberSearch(text: string): void {
  if (text.trim()) app.bus.emit({ type: 'search/searched', text: text.trim(), at: Date.now() })
}

export function clearRecentSearches(): void {
  app.bus.emit({ type: 'search/recentCleared' })
}
