import { useLiveQuery } from 'dexie-react-hooks'
import type { Match } from '../../../protocol/match'
import type { ScorecastDB } from '../database'
import { completeHomeOrder, type HomeSectionId } from '../home-sections'
import { db } from '../instance'
import type { MatchListKey } from '../match-list-row'
import type { StandingsRow } from '../standings-row'

export { DEFAULT_HOME_ORDER, type HomeSectionId } from '../home-sections'

/**
 * The matches of a stored home list, in its order. Reads the list row and then only those matches by
 * key, so pushes to other matches do not wake it.
 */
export async function matchList(database: ScorecastDB, key: MatchListKey, limit: number): Promise<Match[]> {
  const list = await database.matchLists.get(key)
  if (!list) return []
  const matches = await database.matches.bulkGet(list.ids.slice(0, limit))
  return matches.filter((m): m is NonNullable<typeof m> => m !== undefined)
}

/** Every home section once, in the order the user dragged them to (the default order at first). */
export function useHomeSectionOrder(): HomeSectionId[] | undefined {
  return useLiveQuery(async () => completeHomeOrder(await db.readMeta('homeSectionOrder')), [])
}

/** Whether the visitor has reordered the home's sections (undefined until the cache has answered). */
export function useHomeArranged(): boolean | undefined {
  return useLiveQuery(async () => (await db.readMeta('homeSectionOrder')) !== undefined, [])
}

/** The hot list: live matches ranked by the server (top leagues first). */
export function useHotMatches(limit = 10): Match[] | undefined {
  return useLiveQuery(async () => (await matchList(db, 'hot', limit)).filter((m) => m.status === 'live'), [limit])
}

/** Highlight clips: recently finished matches that have a playback link, newest first. */
export function useHighlights(limit = 8): Match[] | undefined {
  return useLiveQuery(() => matchList(db, 'highlights', limit), [limit])
}

/** Match preview: the big matches still to come (top-tier leagues, long series first), soonest first. */
export function usePreviewMatches(limit = 6): Match[] | undefined {
  return useLiveQuery(
    async () => (await matchList(db, 'preview', limit)).filter((m) => m.status === 'notStarted'),
    [limit],
  )
}

/** The standings of the home's match-data section; null until fetched once. */
export function useHomeStandings(): StandingsRow | null | undefined {
  return useLiveQuery(async () => {
    const pick = await db.readMeta('homeStandings')
    return (pick && (await db.standings.get([pick.gameId, pick.leagueId]))) ?? null
  }, [])
}
