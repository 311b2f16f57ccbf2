import { useLiveQuery } from 'dexie-react-hooks'
import type { Match } from '../../../protocol/match'
import type { ScorecastDB } from '../database'
import { db } from '../instance'
import { compareForList } from '../match-row'

// Each query reads one index range, so Dexie re-runs it only when a write touches that range (a push to
// a match of another day or game does not wake the list).

export async function matchesOfDay(database: ScorecastDB, day: string, gameId?: number): Promise<Match[]> {
  const rows =
    gameId === undefined
      ? await database.matches.where('day').equals(day).toArray()
      : await database.matches.where('[day+gameId]').equals([day, gameId]).toArray()
  return rows.sort(compareForList)
}

export async function liveMatches(database: ScorecastDB, gameId?: number): Promise<Match[]> {
  const rows = await database.matches.where('status').equals('live').toArray()
  const wanted = gameId === undefined ? rows : rows.filter((m) => m.gameId === gameId)
  return wanted.sort(compareForList)
}

/** The day's matches (Beijing day, YYYY-MM-DD), live first then by start time; undefined while loading. */
export function useMatchesOfDay(day: string, gameId?: number): Match[] | undefined {
  return useLiveQuery(() => matchesOfDay(db, day, gameId), [day, gameId])
}

/** Matches in progress, optionally of one game; undefined while loading. */
export function useLiveMatches(gameId?: number): Match[] | undefined {
  return useLiveQuery(() => liveMatches(db, gameId), [gameId])
}

/** One match; undefined while loading, null when the cache does not have it. */
export function useMatch(id: string): Match | null | undefined {
  return useLiveQuery(async () => (await db.matches.get(id)) ?? null, [id])
}
