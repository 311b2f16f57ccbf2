import type { SearchGroup, SearchHit, SearchKind } from '../../protocol/calls/search'

// Site search as cached: result pages and suggestions by what was typed (trimmed, lower-cased), and the
// user's recent searches. Offline, a search seen before shows again and suggestions fall back to the
// cached catalogue.

/** The key of a result page: text, kind ('' = every kind) and page. */
export type SearchResultKey = string
export const searchResultKey = (text: string, kind: SearchKind | undefined, pageIndex: number): SearchResultKey =>
  `${searchKeyText(text)}|${kind ?? ''}|${pageIndex}`

/** How typed text is keyed: trimmed and lower-cased (the server folds further). */
export const searchKeyText = (text: string) => text.trim().toLowerCase()

export type SearchResultRow = { key: SearchResultKey; groups: SearchGroup[]; fetchedAt: number }
export type SearchSuggestionRow = { text: string; hits: SearchHit[]; fetchedAt: number }
export type RecentSearchRow = { text: string; at: number }

/** Recent searches kept. */
export const RECENT_SEARCHES_KEPT = 10
