import { z } from 'zod'
import { matchSchema } from '../match'
import { type CallDef, queryInt } from './call-def'
import { leagueListInput, leaguePageSchema } from './league'

/** The games the sports calls serve: basketball and soccer (football). */
export const SPORTS_GAME_IDS = [201, 202] as const

const sportsGameId = queryInt.describe('201 basketball or 202 soccer; any other game answers code 400.').optional()

/** The sports variants of the league and live calls (§7 Sports); the misspelt path is the spec's. */
export const SPORTS_CALLS = {
  sportsLeagues: {
    method: 'GET',
    path: '/sprots_league/match_leagues',
    summary: 'Leagues of basketball and soccer, with live and upcoming counts.',
    input: leagueListInput.extend({ gameId: sportsGameId }),
    result: leaguePageSchema,
  },
  sportsLiving: {
    method: 'GET',
    path: '/sport_match/sportsLiving',
    summary: 'Basketball and soccer matches in progress, optionally of one sport and league, in start order.',
    input: z
      .object({
        gameId: sportsGameId,
        leagueId: z.string().min(1).max(64).optional().describe('Only matches of this league.'),
      })
      .strict(),
    result: z.array(matchSchema),
  },
} as const satisfies Record<string, CallDef>
