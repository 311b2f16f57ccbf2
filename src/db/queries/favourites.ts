import { useLiveQuery } from 'dexie-react-hooks'
import type { Match } from '../../../protocol/match'
import type { ScorecastDB } from '../database'
import type { MatchChangeKind } from '../favourite-row'
import { db } from '../instance'

/** A followed match; `match` is null until its data is in the cache (useFavouritesInterest fetches it). */
export type FavouriteMatch = {
  matchId: string
  match: Match | null
  changedAt: number | null
  change: MatchChangeKind | null
}

/** A followed match's latest score or status change: highlight it while `at` is recent. */
export type MatchChange = { matchId: string; at: number; change: MatchChangeKind }

export async function favouriteMatches(database: ScorecastDB): Promise<FavouriteMatch[]> {
  const rows = (await database.favourites.toArray()).filter((row) => row.on)
  const matches = await database.matches.bulkGet(rows.map((row) => row.matchId))
  const list = rows.map(({ matchId, changedAt, change }, i) => ({
    matchId,
    match: matches[i] ?? null,
    changedAt,
    change,
  }))
  // Known matches by start time; the not yet fetched ones last.
  return list.sort((a, b) => (a.match?.startTime ?? Infinity) - (b.match?.startTime ?? Infinity))
}

export async function favouriteIds(database: ScorecastDB): Promise<ReadonlySet<string>> {
  const rows = await database.favourites.toArray()
  return new Set(rows.filter((row) => row.on).map((row) => row.matchId))
}

export async function recentChanges(database: ScorecastDB): Promise<ReadonlyMap<string, MatchChange>> {
  const changes = new Map<string, MatchChange>()
  for (const { matchId, on, changedAt, change } of await database.favourites.toArray()) {
    if (on && changedAt !== null && change !== null) changes.set(matchId, { matchId, at: changedAt, change })
  }
  return changes
}

/** The favourites tab: followed matches by start time. */
export function useFavourites(): FavouriteMatch[] | undefined {
  return useLiveQuery(() => favouriteMatches(db), [])
}

/** Ids of followed matches: one query for a whole list's star buttons. */
export function useFavouriteIds(): ReadonlySet<string> | undefined {
  return useLiveQuery(() => favouriteIds(db), [])
}

export function useIsFavourite(matchId: string): boolean | undefined {
  return useLiveQuery(async () => (await db.favourites.get(matchId))?.on === true, [matchId])
}

/**
 * Followed matches' latest score/status change, by match id. The marker is written only after the new
 * state committed; the screen decides how long "recent" is (compare `at` with its clock).
 */
export function useRecentChanges(): ReadonlyMap<string, MatchChange> | undefined {
  return useLiveQuery(() => recentChanges(db), [])
}
