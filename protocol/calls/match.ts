import { z } from 'zod'
import { LIMITS } from '../constants'
import { gameIdSchema } from '../game-schemas'
import { matchEventSchema, matchSchema, matchStatusSchema } from '../match'
import { matchDetailSchema } from '../match-detail'
import { daySchema } from '../validation'
import { type CallDef, queryInt } from './call-def'
import { MATCH_ATTENTION_CALLS } from './match-attention'
import { MATCH_CALENDAR_CALLS } from './match-calendar'
import { matchFilterFields, matchPageSchema, matchQueryFilterFields, optionalDay, pageFields } from './match-filters'

export { matchPageSchema } from './match-filters'

/** Events of one /match/timeline page unless `limit` says otherwise, and the most it may say. */
export const TIMELINE_PAGE_SIZE = 200
export const TIMELINE_PAGE_MAX = 500

/**
 * Match lists, details and the event log (§7 Matches and games). Lists order by start time; a league
 * filter naming no league answers code 404, a league of another game than `gameId` code 400.
 */
export const MATCH_CALLS = {
  pcMatches: {
    method: 'POST',
    path: '/match/pcMatches',
    summary: 'Matches of one day (Asia/Shanghai), optionally of one game, league and status, in start order.',
    input: z
      .object({
        day: daySchema.describe('Beijing calendar day, YYYY-MM-DD.'),
        gameId: gameIdSchema.optional(),
        leagueId: matchFilterFields.leagueId,
        status: matchStatusSchema.optional(),
        pageIndex: z.number().int().min(1).max(10_000).default(1),
        pageSize: z.number().int().min(1).max(1000).default(500),
      })
      .strict(),
    result: matchPageSchema,
  },
  liveMatches: {
    method: 'GET',
    path: '/v2/match/getPCLiveGameMatch',
    summary: `Matches in progress, optionally of one game and league, in start order; at most ${LIMITS.liveListMax}.`,
    input: z.object(matchQueryFilterFields).strict(),
    result: z.array(matchSchema).max(LIMITS.liveListMax),
  },
  pastMatches: {
    method: 'POST',
    path: '/v2/match/getPCPastGameMatch',
    summary: 'Finished matches (status closed), newest first; optionally of one Beijing day.',
    input: z
      .object({ ...matchFilterFields, day: optionalDay.describe('Only this Beijing day, YYYY-MM-DD.'), ...pageFields })
      .strict(),
    result: matchPageSchema,
  },
  upcomingMatches: {
    method: 'POST',
    path: '/v2/match/getPCUpcomingGameMatch',
    summary: 'Matches not started yet (postponed and cancelled left out), soonest first.',
    input: z.object({ ...matchFilterFields, ...pageFields }).strict(),
    result: matchPageSchema,
  },
  matchesByCondition: {
    method: 'POST',
    path: '/v2/match/getPCGameMatchByCondition',
    summary: 'Matches by any combination of game, league, team, statuses and a Beijing date range of at most 31 days.',
    input: z
      .object({
        ...matchFilterFields,
        status: z.array(matchStatusSchema).min(1).max(3).optional().describe('Any of these statuses.'),
        startDay: optionalDay.describe('First Beijing day (inclusive), YYYY-MM-DD.'),
        endDay: optionalDay.describe('Last Beijing day (inclusive); at most 31 days after startDay.'),
        order: z.enum(['asc', 'desc']).default('asc').describe('By start time.'),
        ...pageFields,
      })
      .strict(),
    result: matchPageSchema,
  },
  livingFuture: {
    method: 'GET',
    path: '/match/gameLivingFuture',
    summary:
      'Matches in progress or starting within the hour (§9 live match window): live first, then by start; ' +
      `at most ${LIMITS.liveListMax}.`,
    input: z.object(matchQueryFilterFields).strict(),
    result: z.array(matchSchema).max(LIMITS.liveListMax),
  },
  hotLive: {
    method: 'GET',
    path: '/match/gameMatchLive',
    summary: 'The hot live list: matches in progress ranked by league tier, then start time; at most `limit`.',
    input: z
      .object({
        gameId: matchQueryFilterFields.gameId,
        limit: queryInt.min(1).max(100).default(20).describe('How many, 1–100.'),
      })
      .strict(),
    result: z.array(matchSchema),
  },
  matchDetail: {
    method: 'GET',
    path: '/match/detail',
    summary: 'One match with its current state and its detail (lineups, BP, map veto, stats) when the feed has one.',
    input: z.object({ matchId: z.string().min(1).max(64) }).strict(),
    result: matchSchema.extend({
      detail: matchDetailSchema
        .nullable()
        .optional()
        .describe('The whole detail (protocol/match-detail.ts); null until the feed gives one.'),
    }),
  },
  matchEvents: {
    method: 'GET',
    path: '/match/events',
    summary:
      'Match events after a global cursor, oldest first: the polling fallback and the catch-up after a reconnect. ' +
      'Events carry their detail snapshot only for the match named by detailOf. ' +
      'Ids follow commit order (one ingest writer), so paging by cursor never skips an event.',
    input: z
      .object({
        after: queryInt.min(0),
        limit: queryInt.min(1).max(1000).default(500),
        detailOf: z
          .string()
          .min(1)
          .max(64)
          .optional()
          .describe("A match whose events keep their detail snapshot (the client shows that match's detail)."),
      })
      .strict(),
    result: z.object({
      events: z.array(matchEventSchema),
      /** The cursor to ask from next time (the last event's id, or `after` when there was none). */
      cursor: z.number().int().min(0),
      hasMore: z.boolean(),
    }),
  },
  matchTimeline: {
    method: 'GET',
    path: '/match/timeline',
    summary:
      "One match's events after a sequence number, oldest first, at most `limit` (each carries its full " +
      'state): page on with afterSeq = the last seq received until a page comes back short.',
    input: z
      .object({
        matchId: z.string().min(1).max(64),
        afterSeq: queryInt.min(0).default(0),
        limit: queryInt.min(1).max(TIMELINE_PAGE_MAX).default(TIMELINE_PAGE_SIZE),
      })
      .strict(),
    result: z.array(matchEventSchema),
  },
  ...MATCH_CALENDAR_CALLS,
  ...MATCH_ATTENTION_CALLS,
} as const satisfies Record<string, CallDef>
