import type { LEAGUE_CALLS } from '../../../protocol/calls/league'
import { leagueNotFound } from '../../../protocol/messages/match'
import { CallError } from '../../http/call-error'
import { leagueById, leagueSummaries } from '../../matches/leagues'
import { standingsOf } from '../../matches/standings'
import type { HandlersOf } from '../handler'

export const LEAGUE_HANDLERS: HandlersOf<typeof LEAGUE_CALLS> = {
  matchLeagues: (input, { db }) => leagueSummaries(db, input.gameId === undefined ? undefined : [input.gameId], input),
  standings: async ({ leagueId }, { db }) => {
    const league = await leagueById(db, leagueId)
    if (!league) throw new CallError(404, leagueNotFound)
    return standingsOf(db, league)
  },
}
