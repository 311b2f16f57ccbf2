import { useLiveQuery } from 'dexie-react-hooks'
import { addDays } from '../../../protocol/calendar'
import type { ScorecastDB } from '../database'
import { db } from '../instance'
import type { MatchKeyRow } from '../match-key-row'
import { compareForList } from '../match-row'

/** Matches of a Beijing day range (both days included), optionally of one game and one league. */
export type MatchRange = { gameId?: number; leagueId?: string; fromDay: string; toDay: string }

/** The days from `fromDay` to `toDay`, both included (empty when reversed; capped at a year). */
export function daysOf(fromDay: string, toDay: string): string[] {
  const days: string[] = []
  for (let day = fromDay; day <= toDay && days.length < 366; day = addDays(day, 1)) days.push(day)
  return days
}

// The key rows (match-key-row.ts), so score events do not wake the lists. A game's range is read as one
// [day+gameId] key per day, so new matches of other games on the same days do not wake the list either.
async function rowsOf(database: ScorecastDB, range: MatchRange): Promise<MatchKeyRow[]> {
  const { gameId } = range
  const rows =
    gameId === undefined
      ? await database.matchKeys.where('day').between(range.fromDay, range.toDay, true, true).toArray()
      : (
          await Promise.all(
            // One equals() per day: anyOf() would observe the whole span between its first and last key.
            daysOf(range.fromDay, range.toDay).map((day) =>
              database.matchKeys.where('[day+gameId]').equals([day, gameId]).toArray(),
            ),
          )
        ).flat()
  return range.leagueId === undefined ? rows : rows.filter((m) => m.leagueId === range.leagueId)
}

export async function scheduleMatches(database: ScorecastDB, range: MatchRange): Promise<MatchKeyRow[]> {
  return (await rowsOf(database, range)).filter((m) => m.status !== 'closed').sort(compareForList)
}

export async function resultMatches(database: ScorecastDB, range: MatchRange): Promise<MatchKeyRow[]> {
  const rows = (await rowsOf(database, range)).filter((m) => m.status === 'closed')
  return rows.sort((a, b) => b.startTime - a.startTime || (a.id < b.id ? -1 : 1))
}

/** Schedule tab: not started and live matches of the range, live first, then by start time. */
export function useScheduleMatches(range: MatchRange): MatchKeyRow[] | undefined {
  const { gameId, leagueId, fromDay, toDay } = range
  return useLiveQuery(() => scheduleMatches(db, range), [gameId, leagueId, fromDay, toDay])
}

/** Results tab: closed matches of the range, newest first. */
export function useResults(range: MatchRange): MatchKeyRow[] | undefined {
  const { gameId, leagueId, fromDay, toDay } = range
  return useLiveQuery(() => resultMatches(db, range), [gameId, leagueId, fromDay, toDay])
}
