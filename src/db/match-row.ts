import { beijingDay } from '../../protocol/calendar'
import type { Match, MatchLiveState } from '../../protocol/match'

/**
 * A match as stored: the wire Match plus its Beijing `day` (the index the day lists read), the seqs of
 * incidents retracted by corrections, so a late timeline backfill cannot bring a retracted incident back,
 * and whether the cache keeps its timeline.
 */
export type MatchRow = Match & {
  day: string
  retracted: number[]
  /**
   * True once a detail page loaded the match's whole timeline: from then on its incidents and win-rate
   * points are stored as events arrive (and gaps fetched). Other matches keep only their live state, which
   * every event carries whole — lists need nothing else, and at 500 events/s the incidents of a thousand
   * matches nobody opened would double the writes.
   */
  timeline?: boolean
}

export function liveStateOf(match: MatchLiveState): MatchLiveState {
  return {
    status: match.status,
    phase: match.phase,
    period: match.period,
    clock: match.clock,
    homeScore: match.homeScore,
    guestScore: match.guestScore,
    periods: match.periods,
    winRate: match.winRate,
    ...(match.delayedSince !== undefined ? { delayedSince: match.delayedSince } : {}),
  }
}

/**
 * Merges a full match (from a list, a detail or an upsert push) with what is stored. Static fields always
 * come from the incoming match; the live state only when it is at least as new as the stored one, since a
 * list fetched before a push may arrive after it.
 */
export function mergeMatch(incoming: Match, stored: MatchRow | undefined): MatchRow {
  const retracted = stored?.retracted ?? []
  const day = beijingDay(incoming.startTime)
  const kept = stored?.timeline ? { timeline: true } : {}
  if (!stored || incoming.seq >= stored.seq) return { ...incoming, day, retracted, ...kept }
  return { ...incoming, ...liveStateOf(stored), seq: stored.seq, day, retracted, ...kept }
}

/** The fields a list orders by. */
type ListOrdered = Pick<Match, 'id' | 'status' | 'startTime'>

/** Live matches first, then by start time (then id, so the order is stable). */
export function compareForList(a: ListOrdered, b: ListOrdered): number {
  const liveA = a.status === 'live' ? 0 : 1
  const liveB = b.status === 'live' ? 0 : 1
  if (liveA !== liveB) return liveA - liveB
  if (a.startTime !== b.startTime) return a.startTime - b.startTime
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
