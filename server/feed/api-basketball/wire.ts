import { z } from 'zod'

/**
 * API-Basketball v1's wire format (https://api-sports.io/documentation/basketball/v1), the part the portal
 * reads: inside API-Sports' envelope (../api-sports/envelope.ts), /games lists games with their league,
 * teams, status (with `timer`, the minutes played in the quarter) and scores by quarter. A game that does
 * not parse is logged and skipped.
 */

const quarter = z.number().int().min(0).nullable().optional()
const sideScores = z.object({
  quarter_1: quarter,
  quarter_2: quarter,
  quarter_3: quarter,
  quarter_4: quarter,
  over_time: quarter,
  total: quarter,
})
const team = z.object({
  id: z.number().int(),
  name: z.string().min(1).max(120),
  logo: z.string().nullable().optional(),
})

export const gameSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  timestamp: z.number().int().optional(),
  status: z.object({
    long: z.string().optional(),
    short: z.string(),
    timer: z.union([z.string(), z.number()]).nullable().optional(),
  }),
  league: z.object({
    id: z.number().int(),
    name: z.string().min(1).max(120),
    season: z.union([z.string(), z.number()]).optional(),
  }),
  country: z.object({ name: z.string().nullable().optional() }).nullable().optional(),
  teams: z.object({ home: team, away: team }),
  scores: z.object({ home: sideScores, away: sideScores }),
})

export type Game = z.infer<typeof gameSchema>

/** The leagues read by default (API_BASKETBALL_LEAGUES): the NBA. */
export const DEFAULT_BASKETBALL_LEAGUES = [12]
