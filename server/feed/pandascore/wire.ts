import { z } from 'zod'

/**
 * PandaScore's REST wire format (https://developers.pandascore.co), the part of it the portal reads: a match
 * with its opponents, results and games, as /matches/{running,upcoming,past} and /{game}/matches/… list them.
 * Unknown fields are ignored; a match that does not parse is logged and skipped, never a crash.
 */

const time = z.string().nullable()

export const pandaTeamSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1).max(120),
  acronym: z.string().max(24).nullable().optional(),
  image_url: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
})

export const pandaGameSchema = z.object({
  id: z.number().int(),
  position: z.number().int().min(1),
  status: z.enum(['not_started', 'running', 'finished', 'not_played']),
  begin_at: time.optional(),
  end_at: time.optional(),
  /** Seconds, once finished. */
  length: z.number().int().min(0).nullable().optional(),
  finished: z.boolean().optional(),
  forfeit: z.boolean().optional(),
  /** Whether the game's statistics are final (PandaScore's `complete`). */
  complete: z.boolean().optional(),
  winner: z.object({ id: z.number().int().nullable(), type: z.string().nullable().optional() }).nullable().optional(),
})

export const pandaMatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['not_started', 'running', 'finished', 'canceled', 'postponed']),
  scheduled_at: time,
  begin_at: time,
  end_at: time.optional(),
  original_scheduled_at: time.optional(),
  rescheduled: z.boolean().nullable().optional(),
  modified_at: z.string().optional(),
  match_type: z.string(),
  number_of_games: z.number().int().min(0),
  draw: z.boolean().optional(),
  forfeit: z.boolean().optional(),
  winner_id: z.number().int().nullable().optional(),
  opponents: z.array(z.object({ type: z.string(), opponent: pandaTeamSchema })),
  results: z.array(z.object({ team_id: z.number().int().optional(), score: z.number().int().min(0) })),
  games: z.array(pandaGameSchema).default([]),
  league: z.object({ id: z.number().int(), name: z.string().min(1).max(120), slug: z.string().optional() }),
  serie: z.object({ id: z.number().int(), full_name: z.string().nullable().optional() }).nullable().optional(),
  tournament: z
    .object({ id: z.number().int(), name: z.string().optional(), region: z.string().nullable().optional() })
    .nullable()
    .optional(),
  videogame: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** Whether PandaScore serves this match on its live WebSocket API (live.ts), and where. */
  live: z
    .object({ supported: z.boolean(), url: z.string().nullable().optional(), opens_at: time.optional() })
    .nullable()
    .optional(),
})

export type PandaMatch = z.infer<typeof pandaMatchSchema>
export type PandaGame = z.infer<typeof pandaGameSchema>
export type PandaTeam = z.infer<typeof pandaTeamSchema>

/**
 * PandaScore's video games the portal covers: its slug in match payloads, its path prefix in per-game
 * endpoints, and the portal's game. PandaScore has no PUBG Mobile (Peacekeeper Elite) and lists PUBG as
 * lobbies of many teams, not as head-to-heads, so neither is read from it.
 */
export const PANDA_GAMES = [
  { slug: 'league-of-legends', path: 'lol', gameId: 1 },
  { slug: 'cs-go', path: 'csgo', gameId: 2 },
  { slug: 'kog', path: 'kog', gameId: 3 },
  { slug: 'dota-2', path: 'dota2', gameId: 4 },
  { slug: 'lol-wild-rift', path: 'lol-wild-rift', gameId: 7 },
] as const

/** The portal's game of a PandaScore video game slug ('cs-2' is CS2's newer slug), or undefined. */
export function gameOfSlug(slug: string): number | undefined {
  if (slug === 'cs-2' || slug === 'cs2') return 2
  return PANDA_GAMES.find((game) => game.slug === slug)?.gameId
}
