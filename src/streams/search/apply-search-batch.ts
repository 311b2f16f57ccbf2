import type { ScorecastDB } from '../../db/database'
import { RECENT_SEARCHES_KEPT, searchKeyText, searchResultKey } from '../../db/search-rows'
import type { BusEventOf } from '../core/bus'

export const SEARCH_WRITTEN_TYPES = [
  'search/results',
  'search/suggestions',
  'search/searched',
  'search/recentCleared',
] as const
export type SearchWrittenEvent = BusEventOf<(typeof SEARCH_WRITTEN_TYPES)[number]>

/** Result pages and suggestions kept in the cache; the oldest go first. */
export const SEARCH_PAGES_KEPT = 200

/** Stores a batch of search events in one transaction, in order, and trims what is kept. */
export function applySearchBatch(db: ScorecastDB, batch: readonly SearchWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.searchResults, db.searchSuggestions, db.recentSearches], async () => {
    for (const event of batch) {
      switch (event.type) {
        case 'search/results':
          await db.searchResults.put({
            key: searchResultKey(event.text, event.kind, event.pageIndex),
            groups: event.groups,
            fetchedAt: event.at,
          })
          break
        case 'search/suggestions':
          await db.searchSuggestions.put({ text: searchKeyText(event.text), hits: event.hits, fetchedAt: event.at })
          break
        case 'search/searched':
          await db.recentSearches.put({ text: event.text.trim(), at: event.at })
          break
        case 'search/recentCleared':
          await db.recentSearches.clear()
          break
      }
    }
    // Trim what is kept. Inline, not an async helper: the transaction scope follows only Dexie's own promises.
    const recent = await db.recentSearches.orderBy('at').reverse().offset(RECENT_SEARCHES_KEPT).primaryKeys()
    if (recent.length > 0) await db.recentSearches.bulkDelete(recent)
    for (const table of [db.searchResults, db.searchSuggestions] as const) {
      const stale = await table.orderBy('fetchedAt').reverse().offset(SEARCH_PAGES_KEPT).primaryKeys()
      if (stale.length > 0) await table.bulkDelete(stale)
    }
  })
}
