import type { SearchGroup, SearchHit, SearchKind } from '../../../protocol/calls/search'

/** Site search's bus events; the search writer stores them. */
export type SearchEvent =
  | {
      type: 'search/results'
      text: string
      kind: SearchKind | undefined
      pageIndex: number
      groups: SearchGroup[]
      at: number
    }
  | { type: 'search/suggestions'; text: string; hits: SearchHit[]; at: number }
  /** The user searched for `text` (Enter, or a result page opened): remembered as a recent search. */
  | { type: 'search/searched'; text: string; at: number }
  | { type: 'search/recentCleared' }
