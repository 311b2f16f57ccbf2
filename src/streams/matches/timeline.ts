import { TIMELINE_PAGE_SIZE } from '../../../protocol/calls/match'
import type { MatchEvent } from '../../../protocol/match'
import type { ApiClient } from '../../api/client'

/** Pages fetched at most for one timeline (100,000 events): a runaway match cannot hold the client forever. */
const MAX_TIMELINE_PAGES = 500

/**
 * One match's events after `afterSeq`, fetched page by page from GET /match/timeline (it answers at most
 * TIMELINE_PAGE_SIZE events a call), each page asked after the last seq of the one before.
 */
export async function fetchTimeline(
  api: ApiClient,
  matchId: string,
  afterSeq: number,
  signal: AbortSignal,
): Promise<MatchEvent[]> {
  const events: MatchEvent[] = []
  let after = afterSeq
  for (let page = 0; page < MAX_TIMELINE_PAGES; page++) {
    const list = await api.call('matchTimeline', { matchId, afterSeq: after }, { signal })
    events.push(...list)
    const last = list.at(-1)?.seq
    if (list.length < TIMELINE_PAGE_SIZE || last === undefined || last <= after) break
    after = last
  }
  return events
}
