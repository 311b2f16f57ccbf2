import { LIBRARY_PAGE_MAX } from '../../../protocol/calls/library'
import type { Match } from '../../../protocol/match'
import type { ApiClient } from '../../api/client'
import type { LibraryPageRow } from '../../db/library-rows'
import type { EventBus } from '../core/bus'

/** Pages a list call can take before a load stops (a game has far fewer rows than this many pages hold). */
const MAX_PAGES = 20

/**
 * Every row of a paged library list, page by page; `complete` is false when the list outgrew MAX_PAGES
 * pages (the rows loaded are still stored).
 */
async function allPages<T>(
  fetchPage: (pageIndex: number) => Promise<{ list: T[]; total: number }>,
): Promise<{ list: T[]; complete: boolean }> {
  const list: T[] = []
  for (let pageIndex = 1; pageIndex <= MAX_PAGES; pageIndex++) {
    const page = await fetchPage(pageIndex)
    list.push(...page.list)
    if (list.length >= page.total || page.list.length === 0) return { list, complete: true }
  }
  return { list, complete: false }
}

export async function loadLibraryTeams(api: ApiClient, bus: EventBus, gameId: number, signal: AbortSignal) {
  const { list, complete } = await allPages((pageIndex) =>
    api.call('libraryTeams', { gameId, pageIndex, pageSize: LIBRARY_PAGE_MAX }, { signal }),
  )
  bus.emit({ type: 'library/teams', gameId, list, complete, at: Date.now() })
}

export async function loadLibraryPlayers(api: ApiClient, bus: EventBus, gameId: number, signal: AbortSignal) {
  const { list, complete } = await allPages((pageIndex) =>
    api.call('libraryPlayers', { gameId, pageIndex, pageSize: LIBRARY_PAGE_MAX }, { signal }),
  )
  bus.emit({ type: 'library/players', gameId, list, complete, at: Date.now() })
}

/** Stores a page, and its matches with the others so that their live states keep updating. */
function emitPage(bus: EventBus, row: LibraryPageRow, matches: Match[]) {
  if (matches.length > 0) bus.emit({ type: 'match/list', matches })
  bus.emit({ type: 'library/page', row })
}

export async function loadLeaguePage(api: ApiClient, bus: EventBus, leagueId: string, signal: AbortSignal) {
  const page = await api.call('libraryLeague', { leagueId }, { signal })
  emitPage(bus, { kind: 'league', id: leagueId, page, fetchedAt: Date.now() }, [...page.recent, ...page.upcoming])
}

export async function loadTeamPage(api: ApiClient, bus: EventBus, teamId: string, signal: AbortSignal) {
  const page = await api.call('libraryTeam', { teamId }, { signal })
  emitPage(bus, { kind: 'team', id: teamId, page, fetchedAt: Date.now() }, [...page.recent, ...page.upcoming])
}

export async function loadPlayerPage(api: ApiClient, bus: EventBus, playerId: string, signal: AbortSignal) {
  const page = await api.call('libraryPlayer', { playerId }, { signal })
  emitPage(
    bus,
    { kind: 'player', id: playerId, page, fetchedAt: Date.now() },
    page.recent.map((entry) => entry.match),
  )
}

export const headToHeadKey = (teamId: string, opponentId: string) => `${teamId}|${opponentId}`

export async function loadHeadToHead(
  api: ApiClient,
  bus: EventBus,
  teamId: string,
  opponentId: string,
  signal: AbortSignal,
) {
  const page = await api.call('libraryHeadToHead', { teamId, opponentId }, { signal })
  emitPage(bus, { kind: 'h2h', id: headToHeadKey(teamId, opponentId), page, fetchedAt: Date.now() }, page.matches)
}
