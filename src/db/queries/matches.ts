import { useLiveQuery } from 'dexie-react-hooks'
import type { Match } from '../../../protocol/match'
import type { ScorecastDB } from '../database'
import { db } from '../instance'
import type { MatchKeyRow } from '../match-key-row'
import { compareForList } from '../match-row'
import { useRow } from './use-row'

// The lists read the key rows (match-key-row.ts), never the live state: a score event does not wake them,
// only a match added, rescheduled or changing status does. Each shown row watches its own match (useMatch).
// Each query reads one index range, so a write to a match of another day or game does not wake the list.

export async function matchesOfDay(database: ScorecastDB, day: string, gameId?: number): Promise<MatchKeyRow[]> {
  const rows =
    gameId === undefined
      ? await database.matchKeys.where('day').equals(day).toArray()
      : await database.matchKeys.where('[day+gameId]').equals([day, gameId]).toArray()
  return rows.sort(compareForList)
}

export async function liveMatches(database: ScorecastDB, gameId?: number): Promise<MatchKeyRow[]> {
  const rows = await database.matchKeys.where('status').equals('live').toArray()
  const wanted = gameId === undefined ? rows : rows.filter((m) => m.gameId === gameId)
  return wanted.sort(compareForList)
}

/** The day's matches (Beijing day, YYYY-MM-DD), live first then by start time; undefined while loading. */
export function useMatchesOfDay(day: string, gameId?: number): MatchKeyRow[] | undefined {
  return useLiveQuery(() => matchesOfDay(db, day, gameId), [day, gameId])
}

/** Matches in progress, optionally of one game; undefined while loading. */
export function useLiveMatches(gameId?: number): MatchKeyRow[] | undefined {
  return useLiveQuery(() => liveMatches(db, gameId), [gameId])
}

/**
 * One match; undefined while loading, null when the cache does not have it. Read by key, so only writes
 * to this match wake it: a list row re-renders for its own score events only.
 */
export function useMatch(id: string): Match | null | undefined {
  return useRow(db.matches, id)
}
