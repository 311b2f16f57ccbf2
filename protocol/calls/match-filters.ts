import { z } from 'zod'
import { gameIdSchema } from '../game-schemas'
import { matchSchema } from '../match'
import { daySchema } from '../validation'
import { queryInt } from './call-def'

// The filter and paging fields the match lists share, for JSON bodies (POST) and query strings (GET).

/** Longest date range a list call accepts, in days (inclusive). */
export const MAX_RANGE_DAYS = 31
/** Biggest page of a paged match list. */
export const MAX_PAGE_SIZE = 200

const leagueId = z.string().min(1).max(64).describe('Only matches of this league (ids of /league/match_leagues).')
const teamId = z.string().min(1).max(64).describe('Only matches this team plays, at home or away.')

/** Filters of POST bodies. */
export const matchFilterFields = {
  gameId: gameIdSchema.optional().describe('Only this game: 1 lol … 7 lolmobile, 201 basketball, 202 soccer.'),
  leagueId: leagueId.optional(),
  teamId: teamId.optional(),
}

/** The same filters in a query string, where numbers arrive as text. */
export const matchQueryFilterFields = {
  gameId: queryInt.pipe(gameIdSchema).optional().describe('Only this game (see /game/getPCGameSource).'),
  leagueId: leagueId.optional(),
}

/** 1-based paging of POST bodies. */
export const pageFields = {
  pageIndex: z.number().int().min(1).max(10_000).default(1).describe('1-based page number.'),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20).describe(`Matches per page, 1–${MAX_PAGE_SIZE}.`),
}

export const optionalDay = daySchema.optional()

/** One page of a match list and the number of matches of every page. */
export const matchPageSchema = z.object({
  list: z.array(matchSchema),
  total: z.number().int().min(0).describe('Matches over all pages.'),
})
export type MatchPage = z.infer<typeof matchPageSchema>
