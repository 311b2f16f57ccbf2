import { type Interest, interest, useInterest, useLoadInterest } from '../core/interest'
import { app } from '../core/runtime'
import {
  loadHeadToHead,
  loadLeaguePage,
  loadLibraryPlayers,
  loadLibraryTeams,
  loadPlayerPage,
  loadTeamPage,
} from './library-loads'

// While mounted, each library screen's data is loaded into the cache (again after a reconnect); read it
// with the hooks of src/db/queries/library.ts. Pages with matches keep the 'matches' room joined so the
// live ones update as on /match.

export function useLibraryTeamsInterest(gameId: number): Interest {
  return useLoadInterest(`library-teams:${gameId}`, (api, bus, signal) => loadLibraryTeams(api, bus, gameId, signal))
}

export function useLibraryPlayersInterest(gameId: number): Interest {
  return useLoadInterest(`library-players:${gameId}`, (api, bus, signal) =>
    loadLibraryPlayers(api, bus, gameId, signal),
  )
}

export function useLeaguePageInterest(leagueId: string): Interest {
  return useInterest(
    () =>
      interest(app, 'matches', (signal) => loadLeaguePage(app.api, app.bus, leagueId, signal), `league ${leagueId}`),
    `library-league:${leagueId}`,
  )
}

export function useTeamPageInterest(teamId: string): Interest {
  return useInterest(
    () => interest(app, 'matches', (signal) => loadTeamPage(app.api, app.bus, teamId, signal), `team ${teamId}`),
    `library-team:${teamId}`,
  )
}

export function usePlayerPageInterest(playerId: string): Interest {
  return useLoadInterest(`library-player:${playerId}`, (api, bus, signal) => loadPlayerPage(api, bus, playerId, signal))
}

/** Nothing is loaded while `opponentId` is null (no opponent picked). */
export function useHeadToHeadInterest(teamId: string, opponentId: string | null): Interest {
  return useLoadInterest(
    `library-h2h:${teamId}|${opponentId}`,
    opponentId === null ? null : (api, bus, signal) => loadHeadToHead(api, bus, teamId, opponentId, signal),
  )
}
