import { addDays, beijingDay, dayRange } from '../../../protocol/calendar'
import { MAX_RANGE_DAYS } from '../../../protocol/calls/match-filters'
import { MESSAGES } from '../../../protocol/messages'
import * as M from '../../../protocol/messages/match'
import type { Database } from '../../db/client'
import { CallError } from '../../http/call-error'
import { leagueById } from '../../matches/leagues'
import type { MatchQuery } from '../../matches/query'

/** Today as the portal's calendar (Beijing) has it. */
export function today(): string {
  return beijingDay(Date.now())
}

/**
 * The game, league and team filters of a request as a MatchQuery. A league that does not exist answers
 * 404 and a league of another game than `gameId` answers 400, rather than a silently empty list.
 */
export async function filtersOf(
  db: Database,
  input: { gameId?: number | undefined; leagueId?: string | undefined; teamId?: string | undefined },
  gameIds?: readonly number[],
): Promise<MatchQuery> {
  const query: MatchQuery = {}
  if (input.gameId !== undefined) query.gameIds = [input.gameId]
  else if (gameIds !== undefined) query.gameIds = gameIds
  if (input.leagueId !== undefined) {
    const league = await leagueById(db, input.leagueId)
    if (!league) throw new CallError(404, M.leagueNotFound)
    if (query.gameIds !== undefined && !query.gameIds.includes(league.gameId))
      throw new CallError(400, M.leagueOfOtherGame)
    query.leagueId = input.leagueId
  }
  if (input.teamId !== undefined) query.teamId = input.teamId
  return query
}

/**
 * A day that passed daySchema's YYYY-MM-DD pattern but is no calendar day (2026-02-30, 2026-13-01)
 * answers the same "bad date" message as a malformed one.
 */
export function checkedDay(day: string): string {
  const start = dayRange(day).start
  if (!Number.isFinite(start) || beijingDay(start) !== day) throw new CallError(400, MESSAGES.invalidDate)
  return day
}

/** The instants [from, before) of Beijing days startDay..endDay (inclusive), each side optional. */
export function dayBounds(startDay?: string, endDay?: string): Pick<MatchQuery, 'startFrom' | 'startBefore'> {
  if (startDay !== undefined) checkedDay(startDay)
  if (endDay !== undefined) checkedDay(endDay)
  if (startDay !== undefined && endDay !== undefined) {
    if (endDay < startDay) throw new CallError(400, M.dateRangeInverted)
    if (endDay > addDays(startDay, MAX_RANGE_DAYS - 1)) throw new CallError(400, M.dateRangeTooLong)
  }
  return {
    ...(startDay !== undefined && { startFrom: dayRange(startDay).start }),
    ...(endDay !== undefined && { startBefore: dayRange(endDay).end }),
  }
}
