import { Dexie } from 'dexie'
import { addDays } from '../../../protocol/calendar'
import type { ScorecastDB } from '../database'
import { db } from '../instance'
import { useThrottledLiveQuery } from './throttled-live-query'

/** How many matches a day of the month view has (the server's count when known, else the cache's). */
export type DayCount = { day: string; total: number }

/** First and last day of a month given as YYYY-MM. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`
  const [year = 1970, mon = 1] = month.split('-').map(Number)
  const next = mon === 12 ? `${year + 1}-01-01` : `${year}-${String(mon + 1).padStart(2, '0')}-01`
  return { first, last: addDays(next, -1) }
}

/** The month as weeks of 7 days starting on Monday; days outside the month are null. */
export function monthGrid(month: string): (string | null)[][] {
  const { first, last } = monthBounds(month)
  // getUTCDay of a day's UTC midnight is that calendar day's weekday; 0 is Sunday.
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day)
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
}

/**
 * Matches per day of a month. Reads index keys only ([day, gameId] pairs, no match objects), so it stays
 * cheap when live scores of the month's matches wake it, plus the server's day totals.
 */
export async function matchCountsByDay(database: ScorecastDB, month: string, gameId?: number): Promise<DayCount[]> {
  const { first, last } = monthBounds(month)
  const keys = await database.matches
    .where('[day+gameId]')
    .between([first, Dexie.minKey], [last, Dexie.maxKey], true, true)
    .keys()
  const counts = new Map<string, number>()
  for (const key of keys) {
    if (!Array.isArray(key)) continue
    const day: unknown = key[0]
    const game: unknown = key[1]
    if (typeof day !== 'string' || (gameId !== undefined && game !== gameId)) continue
    counts.set(day, (counts.get(day) ?? 0) + 1)
  }
  // The server's totals (useMonthInterest) cover matches never loaded into the cache; where the server
  // has not been asked (offline), what the cache holds is the best we have.
  const served = await database.dayCounts
    .where('[scope+day]')
    .between([gameId ?? 0, first], [gameId ?? 0, last], true, true)
    .toArray()
  for (const row of served) counts.set(row.day, row.total)
  return [...counts]
    .filter(([, total]) => total > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, total]) => ({ day, total }))
}

/** Calendar tab: the days of `month` (YYYY-MM) that have matches; days without any are absent. */
export function useMatchCountsByDay(month: string, gameId?: number): DayCount[] | undefined {
  // Every score of the month's live matches wakes the query; the counts themselves change rarely.
  return useThrottledLiveQuery(() => matchCountsByDay(db, month, gameId), `${month}|${gameId}`)
}
