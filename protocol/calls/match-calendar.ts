import { z } from 'zod'
import { gameIdSchema } from '../game-schemas'
import { matchSchema } from '../match'
import { daySchema } from '../validation'
import { type CallDef, queryInt } from './call-def'
import { matchFilterFields } from './match-filters'

/** Days a seven-day call covers. */
export const SEVEN_DAYS = 7

/** How many matches of one game and day are in each status. */
export const seriesCountSchema = z.object({
  gameId: z.number().int(),
  total: z.number().int().min(0),
  notStarted: z.number().int().min(0),
  live: z.number().int().min(0),
  closed: z.number().int().min(0),
})

/** One Beijing day of a seven-day call: its matches (at most `perDay`) and how many there are in all. */
export const matchDaySchema = z.object({
  day: z.string().describe('Beijing calendar day, YYYY-MM-DD.'),
  total: z.number().int().min(0),
  list: z.array(matchSchema),
})
export type MatchDay = z.infer<typeof matchDaySchema>

const sevenDayInput = (dayHelp: string) =>
  z
    .object({
      ...matchFilterFields,
      day: daySchema.optional().describe(dayHelp),
      perDay: z.number().int().min(1).max(500).default(100).describe('Matches listed per day, 1–500.'),
      days: z
        .number()
        .int()
        .min(1)
        .max(SEVEN_DAYS)
        .default(SEVEN_DAYS)
        .describe('How many of the seven days to list, 1–7 (a shorter view asks for fewer).'),
    })
    .strict()

/** Counts and seven-day views of the schedule and the results (tabs and calendar of /match). */
export const MATCH_CALENDAR_CALLS = {
  seriesCount: {
    method: 'GET',
    path: '/match/getSeriesCount',
    summary: 'Per game, how many matches of a Beijing day (today by default) are not started, live and closed.',
    input: z
      .object({
        day: daySchema.optional().describe('Beijing calendar day, YYYY-MM-DD; today when absent.'),
        gameId: queryInt.pipe(gameIdSchema).optional().describe('Only this game.'),
      })
      .strict(),
    result: z.object({
      day: z.string(),
      /** Matches in progress right now, over every game (whatever `day` says). */
      liveNow: z.number().int().min(0),
      /** One entry per game of the portal (or the one asked for), in spec order, zeros included. */
      games: z.array(seriesCountSchema),
    }),
  },
  sevenDayMatch: {
    method: 'POST',
    path: '/match/getSevenDayMatch',
    summary: 'The schedule of seven Beijing days (or `days`) from `day` (today by default), each day in start order.',
    input: sevenDayInput('First day, YYYY-MM-DD; today when absent.'),
    result: z.array(matchDaySchema).min(1).max(SEVEN_DAYS),
  },
  sevenDayResults: {
    method: 'POST',
    path: '/match/getSevenDayResults',
    summary:
      'Finished matches of seven Beijing days (or `days`) up to `day` (today by default), newest day first, each newest first.',
    input: sevenDayInput('Last day, YYYY-MM-DD; today when absent.'),
    result: z.array(matchDaySchema).min(1).max(SEVEN_DAYS),
  },
} as const satisfies Record<string, CallDef>
