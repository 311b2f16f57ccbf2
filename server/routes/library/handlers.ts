import type { LIBRARY_CALLS } from '../../../protocol/calls/library'
import { headToHeadSameTeam, leagueNotFound, playerNotFound, teamNotFound } from '../../../protocol/messages/match'
import { CallError } from '../../http/call-error'
import { leaguePage } from '../../library/leagues'
import { playerCards, playerPage } from '../../library/players'
import { headToHead, teamCards, teamPage, teamRefById } from '../../library/teams'
import type { HandlersOf } from '../handler'

/** Answers `value`, or the not-found envelope of `message` when there is none. */
function found<T>(value: T | null, message: typeof teamNotFound): T {
  if (value === null) throw new CallError(404, message)
  return value
}

export const LIBRARY_HANDLERS: HandlersOf<typeof LIBRARY_CALLS> = {
  libraryLeague: async ({ leagueId }, { db }) => found(await leaguePage(db, leagueId), leagueNotFound),
  libraryTeams: ({ gameId, leagueId, ...paging }, { db }) => teamCards(db, { gameId, leagueId }, paging),
  libraryTeam: async ({ teamId }, { db }) => found(await teamPage(db, teamId), teamNotFound),
  libraryHeadToHead: async ({ teamId, opponentId }, { db }) => {
    if (teamId === opponentId) throw new CallError(400, headToHeadSameTeam)
    const [team, opponent] = await Promise.all([teamRefById(db, teamId), teamRefById(db, opponentId)])
    return headToHead(db, found(team, teamNotFound), found(opponent, teamNotFound))
  },
  libraryPlayers: ({ gameId, teamId, ...paging }, { db }) => playerCards(db, { gameId, teamId }, paging),
  libraryPlayer: async ({ playerId }, { db }) => found(await playerPage(db, playerId), playerNotFound),
}
