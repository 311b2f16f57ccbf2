import { useLiveQuery } from 'dexie-react-hooks'
import type { ScorecastDB } from '../database'
import { db } from '../instance'
import type { LeagueRow } from '../league-row'
import type { StandingsRow } from '../standings-row'

export async function leaguesOf(database: ScorecastDB, gameId?: number): Promise<LeagueRow[]> {
  const rows =
    gameId === undefined
      ? await database.leagues.toArray()
      : await database.leagues.where('gameId').equals(gameId).toArray()
  return rows.sort((a, b) => a.tier - b.tier || a.name.localeCompare(b.name, 'zh-CN'))
}

/** A game's leagues (every game's without one) for the league filter, top tier first, then by name. */
export function useLeagues(gameId?: number): LeagueRow[] | undefined {
  return useLiveQuery(() => leaguesOf(db, gameId), [gameId])
}

/** A league's table and leader boards as last fetched; null when never fetched. */
export function useStandings(gameId: number, leagueId: string): StandingsRow | null | undefined {
  return useLiveQuery(async () => (await db.standings.get([gameId, leagueId])) ?? null, [gameId, leagueId])
}
