import type { Match } from '../../protocol/match'
import type { MatchRow } from './match-row'

/**
 * What decides whether and where a match is listed (day, game, league, status, start time), apart from the
 * score. The lists read these rows, which only change when a match is added, rescheduled or changes
 * status, so the hundreds of score events a second do not wake a 1,000-row list: each visible row watches
 * its own match instead (useMatch). Written by the match writer next to every `matches` row.
 */
export type MatchKeyRow = Pick<Match, 'id' | 'gameId' | 'leagueId' | 'status' | 'startTime'> & { day: string }

export function matchKeyOf(row: MatchRow): MatchKeyRow {
  return {
    id: row.id,
    gameId: row.gameId,
    leagueId: row.leagueId,
    status: row.status,
    startTime: row.startTime,
    day: row.day,
  }
}

/** Whether storing `after` must rewrite the match's key row (a new match, or a listed field moved). */
export function keyChanged(before: MatchRow | undefined, after: MatchRow): boolean {
  return (
    !before ||
    before.gameId !== after.gameId ||
    before.leagueId !== after.leagueId ||
    before.status !== after.status ||
    before.startTime !== after.startTime ||
    before.day !== after.day
  )
}
