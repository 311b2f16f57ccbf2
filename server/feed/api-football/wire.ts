import { z } from 'zod'

/**
 * API-Football v3's wire format (https://www.api-football.com/documentation-v3), the part the portal reads:
 * inside API-Sports' envelope (../api-sports/envelope.ts), /fixtures lists fixtures with their league,
 * teams, goals, score by period and — asked by `ids` — their events, lineups and statistics. A fixture that
 * does not parse is logged and skipped.
 */

const pair = z.object({ home: z.number().int().min(0).nullable(), away: z.number().int().min(0).nullable() })
const team = z.object({
  id: z.number().int(),
  name: z.string().min(1).max(120),
  logo: z.string().nullable().optional(),
})

export const eventSchema = z.object({
  time: z.object({ elapsed: z.number().int().min(0), extra: z.number().int().nullable().optional() }),
  team: z.object({ id: z.number().int(), name: z.string().optional() }),
  player: z.object({ id: z.number().int().nullable().optional(), name: z.string().max(120).nullable().optional() }),
  assist: z
    .object({ id: z.number().int().nullable().optional(), name: z.string().max(120).nullable().optional() })
    .nullable()
    .optional(),
  type: z.string(),
  detail: z.string().nullable().optional(),
  comments: z.string().nullable().optional(),
})

const lineupPlayer = z.object({
  player: z.object({
    name: z.string().min(1).max(120),
    /** G, D, M or F. */
    pos: z.string().max(4).nullable().optional(),
  }),
})

/** One team's lineup (`/fixtures?ids=` carries both, once announced, about 40 minutes before kick-off). */
export const lineupSchema = z.object({
  team: z.object({ id: z.number().int() }),
  formation: z.string().max(20).nullable().optional(),
  startXI: z.array(lineupPlayer).max(30),
  substitutes: z.array(lineupPlayer).max(40),
})

/** One team's statistics: pairs of a type ("Corner Kicks", "Yellow Cards"…) and a value (a count, a "55%", null). */
export const statisticsSchema = z.object({
  team: z.object({ id: z.number().int() }),
  statistics: z.array(z.object({ type: z.string(), value: z.union([z.number(), z.string()]).nullable() })).max(60),
})

export const fixtureSchema = z.object({
  fixture: z.object({
    id: z.number().int(),
    date: z.string(),
    timestamp: z.number().int().optional(),
    periods: z.object({ first: z.number().nullable().optional(), second: z.number().nullable().optional() }).optional(),
    status: z.object({
      long: z.string().optional(),
      short: z.string(),
      elapsed: z.number().int().min(0).nullable().optional(),
      extra: z.number().int().nullable().optional(),
    }),
  }),
  league: z.object({
    id: z.number().int(),
    name: z.string().min(1).max(120),
    country: z.string().nullable().optional(),
    season: z.number().int().optional(),
    round: z.string().nullable().optional(),
  }),
  teams: z.object({ home: team, away: team }),
  goals: pair,
  score: z
    .object({
      halftime: pair.optional(),
      fulltime: pair.optional(),
      extratime: pair.optional(),
      penalty: pair.optional(),
    })
    .optional(),
  events: z.array(eventSchema).optional(),
  lineups: z.array(lineupSchema).optional(),
  statistics: z.array(statisticsSchema).optional(),
})

export type Fixture = z.infer<typeof fixtureSchema>
export type FixtureEvent = z.infer<typeof eventSchema>

/**
 * The leagues read by default (API_FOOTBALL_LEAGUES): the Premier League, La Liga, Serie A, the Bundesliga,
 * Ligue 1, the Chinese Super League and the Champions League, the portal's seeded football leagues.
 */
export const DEFAULT_LEAGUES = [39, 140, 135, 78, 61, 169, 2]
