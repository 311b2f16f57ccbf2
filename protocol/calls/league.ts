import { z } from 'zod'
import { localizedNamesSchema } from '../entity-names'
import { gameIdSchema } from '../game-schemas'
import { teamRefSchema } from '../match'
import { type CallDef, queryInt } from './call-def'

/** A league as league filters and the data page list it, with how many of its matches are live or to come. */
export const leagueSummarySchema = z.object({
  id: z.string(),
  gameId: z.number().int(),
  name: z.string(),
  names: localizedNamesSchema.optional(),
  shortName: z.string(),
  region: z.string(),
  /** 1 is the top tier. */
  tier: z.number().int(),
  logo: z.string().nullable(),
  live: z.number().int().min(0).describe('Matches of the league in progress now.'),
  upcoming: z.number().int().min(0).describe('Matches of the league not started yet.'),
})
export type LeagueSummary = z.infer<typeof leagueSummarySchema>

export const leaguePageSchema = z.object({
  list: z.array(leagueSummarySchema),
  total: z.number().int().min(0),
})

/** Query of the two league lists: a game and a page; leagues come by game, tier, then name. */
export const leagueListInput = z
  .object({
    gameId: queryInt.pipe(gameIdSchema).optional().describe('Only leagues of this game.'),
    pageIndex: queryInt.min(1).max(10_000).default(1),
    pageSize: queryInt.min(1).max(500).default(100).describe('Leagues per page, 1–500.'),
  })
  .strict()

/**
 * How a table ranks: football by points (3 a win, 1 a draw); basketball and series games by win rate;
 * battle royale by points scored.
 */
export const standingsRankingSchema = z.enum(['points', 'winRate', 'scored'])
export type StandingsRanking = z.infer<typeof standingsRankingSchema>

/** A team's line in a league table, from the league's finished matches. */
export const standingRowSchema = z.object({
  rank: z.number().int().min(1),
  team: teamRefSchema,
  played: z.number().int().min(0),
  won: z.number().int().min(0),
  drawn: z.number().int().min(0),
  lost: z.number().int().min(0),
  /** Goals, points, maps or games for and against, as the game counts its score. */
  scoreFor: z.number().int().min(0),
  scoreAgainst: z.number().int().min(0),
  /** Football only (3 a win, 1 a draw); null for the other games. */
  points: z.number().int().min(0).nullable(),
  /** Won / played in percent, one decimal. */
  winRate: z.number().min(0).max(100),
  /** Results of the last five matches, newest first. */
  form: z.array(z.enum(['won', 'drawn', 'lost'])).max(5),
})
export type StandingRow = z.infer<typeof standingRowSchema>

/** Leader boards: the stats the data page ranks teams by (the client names them). */
export const leaderStatSchema = z.enum(['won', 'scoreFor', 'scoreForPerMatch', 'scoreAgainstPerMatch', 'winRate'])
export type LeaderStat = z.infer<typeof leaderStatSchema>

export const leaderBoardSchema = z.object({
  stat: leaderStatSchema,
  /** Best first; at most five teams. */
  entries: z.array(z.object({ team: teamRefSchema, value: z.number() })).max(5),
})

export const standingsSchema = z.object({
  league: leagueSummarySchema.omit({ live: true, upcoming: true }),
  ranking: standingsRankingSchema,
  /** Finished matches the table counts. */
  matchesCounted: z.number().int().min(0),
  table: z.array(standingRowSchema),
  leaders: z.array(leaderBoardSchema),
})
export type Standings = z.infer<typeof standingsSchema>

/** Leagues, and their tables for the data page (/{game}/data). */
export const LEAGUE_CALLS = {
  matchLeagues: {
    method: 'GET',
    path: '/league/match_leagues',
    summary: 'Leagues of every game or of one, with their live and upcoming match counts (league filters).',
    input: leagueListInput,
    result: leaguePageSchema,
  },
  standings: {
    method: 'GET',
    path: '/match/standings',
    summary: 'A league table and leader boards computed from the league’s finished matches.',
    input: z
      .object({ leagueId: z.string().min(1).max(64).describe('The league (see /league/match_leagues).') })
      .strict(),
    result: standingsSchema,
  },
} as const satisfies Record<string, CallDef>
