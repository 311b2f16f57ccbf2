import { useLiveQuery } from 'dexie-react-hooks'
import type { SearchGroup, SearchHit, SearchKind } from '../../../protocol/calls/search'
import type { ScorecastDB } from '../database'
import { db } from '../instance'
import { searchKeyText, searchResultKey } from '../search-rows'

/** A result page for `text` as last loaded: null when never loaded, undefined while the cache is read. */
export function useSearchResults(
  text: string,
  kind: SearchKind | undefined,
  pageIndex: number,
): SearchGroup[] | null | undefined {
  return useLiveQuery(
    async () => (await db.searchResults.get(searchResultKey(text, kind, pageIndex)))?.groups ?? null,
    [text, kind, pageIndex],
  )
}

const SUGGESTIONS = 8

/**
 * Suggestions from what the cache already holds, for when the server's are not there (offline, or not yet
 * answered): leagues, and the teams and players the libraries loaded, whose names contain the text.
 */
export async function cachedSuggestions(database: ScorecastDB, text: string): Promise<SearchHit[]> {
  const needle = searchKeyText(text)
  if (!needle) return []
  const has = (...names: (string | null | undefined)[]) => names.some((n) => n?.toLowerCase().includes(needle))
  const rank = (...names: (string | null | undefined)[]) =>
    names.some((n) => n?.toLowerCase() === needle) ? 3 : names.some((n) => n?.toLowerCase().startsWith(needle)) ? 2 : 1
  const [leagues, teams, players] = await Promise.all([
    database.leagues
      .filter((l) => has(l.name, l.shortName))
      .limit(SUGGESTIONS)
      .toArray(),
    database.libraryTeams
      .filter((t) => has(t.name, t.nameEn, t.shortName))
      .limit(SUGGESTIONS)
      .toArray(),
    database.libraryPlayers
      .filter((p) => has(p.nickname, p.realName))
      .limit(SUGGESTIONS)
      .toArray(),
  ])
  const hits: SearchHit[] = [
    ...teams.map((t) => ({
      kind: 'team' as const,
      id: t.id,
      gameId: t.gameId,
      title: t.name,
      subtitle: t.nameEn,
      match: rank(t.name, t.nameEn, t.shortName),
    })),
    ...players.map((p) => ({
      kind: 'player' as const,
      id: p.id,
      gameId: p.gameId,
      title: p.nickname,
      subtitle: p.team?.name ?? '',
      match: rank(p.nickname, p.realName),
    })),
    ...leagues.map((l) => ({
      kind: 'league' as const,
      id: l.id,
      gameId: l.gameId,
      title: l.name,
      subtitle: l.region,
      match: rank(l.name, l.shortName),
    })),
  ]
  return hits.sort((a, b) => b.match - a.match).slice(0, SUGGESTIONS)
}

/** The header's suggestions for `text`: the server's when cached, else the cache's own (`fromCache`). */
export function useSuggestions(text: string): { hits: SearchHit[]; fromCache: boolean } | undefined {
  return useLiveQuery(async () => {
    if (!text.trim()) return { hits: [], fromCache: false }
    const stored = await db.searchSuggestions.get(searchKeyText(text))
    if (stored) return { hits: stored.hits, fromCache: false }
    return { hits: await cachedSuggestions(db, text), fromCache: true }
  }, [text])
}

/** The user's recent searches, newest first. */
export function useRecentSearches(): string[] | undefined {
  return useLiveQuery(async () => (await db.recentSearches.orderBy('at').reverse().toArray()).map((r) => r.text), [])
}
