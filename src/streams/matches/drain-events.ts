import type { MatchEvent } from '../../../protocol/match'
import type { ApiClient } from '../../api/client'

const PAGE_SIZE = 500

/**
 * Fetches GET /match/events after `after` page by page until hasMore is false; hands each page over as it
 * arrives and returns the cursor to continue from. `detailOf`: the match whose detail the client shows
 * (its events keep their detail snapshot; the others come without, see the call's description).
 */
export async function drainEvents(
  api: ApiClient,
  after: number,
  onPage: (events: MatchEvent[]) => void,
  signal?: AbortSignal,
  detailOf?: string,
): Promise<number> {
  let cursor = after
  for (;;) {
    const page = await api.call(
      'matchEvents',
      { after: cursor, limit: PAGE_SIZE, ...(detailOf && { detailOf }) },
      { signal },
    )
    if (page.events.length > 0) onPage(page.events)
    // A server that says hasMore without moving the cursor would loop forever; stop and try next time.
    if (!page.hasMore || page.cursor <= cursor) return Math.max(cursor, page.cursor)
    cursor = page.cursor
  }
}
