import { type SPORTS_CALLS, SPORTS_GAME_IDS } from '../../../protocol/calls/sports'
import { notASportsGame } from '../../../protocol/messages/match'
import { CallError } from '../../http/call-error'
import { leagueSummaries } from '../../matches/leagues'
import { listMatches } from '../../matches/query'
import type { HandlersOf } from '../handler'
import { filtersOf } from '../match/filters'

const LIVE_LIST_MAX = 1000

/** The sports calls take basketball or soccer only; any other game id is a clear 400, not an empty list. */
function sportsGames(gameId: number | undefined): readonly number[] {
  if (gameId === undefined) return SPORTS_GAME_IDS
  if (!(SPORTS_GAME_IDS as readonly number[]).includes(gameId)) throw new CallError(400, notASportsGame)
  return [gameId]
}

export const SPORTS_HANDLERS: HandlersOf<typeof SPORTS_CALLS> = {
  sportsLeagues: async (input, { db }) => leagueSummaries(db, sportsGames(input.gameId), input),
  sportsLiving: async (input, { db }) => {
    const filters = await filtersOf(db, { leagueId: input.leagueId }, sportsGames(input.gameId))
    return listMatches(db, { ...filters, statuses: ['live'] }, LIVE_LIST_MAX)
  },
}
