import { useLiveQuery } from 'dexie-react-hooks'
import type { Match } from '../../../protocol/match'
import type { ScorecastDB } from '../database'
import { db } from '../instance'
import type { LibraryPageKind, LibraryPageOf, LibraryPageRow, LibraryPlayerRow, LibraryTeamRow } from '../library-rows'

const byName = new Intl.Collator('zh-CN')

/** The cached teams of a game, by name; [] when none was loaded yet. */
export function useLibraryTeams(gameId: number): LibraryTeamRow[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.libraryTeams.where('gameId').equals(gameId).toArray()).sort((a, b) => byName.compare(a.name, b.name)),
    [gameId],
  )
}

/** The cached players of a game, by nickname. */
export function useLibraryPlayers(gameId: number): LibraryPlayerRow[] | undefined {
  return useLiveQuery(
    async () =>
      (await db.libraryPlayers.where('gameId').equals(gameId).toArray()).sort((a, b) =>
        byName.compare(a.nickname, b.nickname),
      ),
    [gameId],
  )
}

/** The matches as the cache holds them now (live scores move on), in the order given. */
async function current(database: ScorecastDB, matches: Match[]): Promise<Match[]> {
  if (matches.length === 0) return matches
  const stored = await database.matches.bulkGet(matches.map((m) => m.id))
  return matches.map((match, i) => stored[i] ?? match)
}

/** A stored page with its matches as the cache holds them now. */
async function refreshed(database: ScorecastDB, row: LibraryPageRow): Promise<LibraryPageRow> {
  switch (row.kind) {
    case 'league':
    case 'team': {
      // A match that ended since the page loaded stays where it was until the next load sorts it.
      const [recent, upcoming] = await Promise.all([
        current(database, row.page.recent),
        current(database, row.page.upcoming),
      ])
      return row.kind === 'league'
        ? { ...row, page: { ...row.page, recent, upcoming } }
        : { ...row, page: { ...row.page, recent, upcoming } }
    }
    case 'player': {
      const matches = await current(
        database,
        row.page.recent.map((entry) => entry.match),
      )
      const recent = row.page.recent.map((entry, i) => ({ ...entry, match: matches[i] ?? entry.match }))
      return { ...row, page: { ...row.page, recent } }
    }
    case 'h2h':
      return { ...row, page: { ...row.page, matches: await current(database, row.page.matches) } }
  }
}

/**
 * A library page as last loaded, its matches as the cache holds them now; null when it was never loaded.
 * `id` is the league, team or player id (`team|opponent` for 'h2h').
 */
export async function libraryPage(database: ScorecastDB, kind: LibraryPageKind, id: string) {
  const row = await database.libraryPages.get([kind, id])
  return row ? refreshed(database, row) : null
}

function usePageRow(kind: LibraryPageKind, id: string): LibraryPageRow | null | undefined {
  return useLiveQuery(() => libraryPage(db, kind, id), [kind, id])
}

/** What a page hook answers: the page, null when never loaded, undefined while the cache is read. */
type PageOf<K extends LibraryPageKind> = LibraryPageOf<K> | null | undefined

export function useLeaguePage(leagueId: string): PageOf<'league'> {
  const row = usePageRow('league', leagueId)
  return row?.kind === 'league' ? row.page : row && null
}

export function useTeamPage(teamId: string): PageOf<'team'> {
  const row = usePageRow('team', teamId)
  return row?.kind === 'team' ? row.page : row && null
}

export function usePlayerPage(playerId: string): PageOf<'player'> {
  const row = usePageRow('player', playerId)
  return row?.kind === 'player' ? row.page : row && null
}

export function useHeadToHead(teamId: string, opponentId: string): PageOf<'h2h'> {
  const row = usePageRow('h2h', `${teamId}|${opponentId}`)
  return row?.kind === 'h2h' ? row.page : row && null
}
