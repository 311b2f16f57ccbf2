import { z } from 'zod'

/**
 * PandaScore's live WebSocket API (https://developers.pandascore.co/docs/websockets-overview), the part the
 * portal reads: `wss://live.pandascore.co/matches/{id}?token=…` opens 15 minutes before a live-supported
 * match, says `hello`, then sends a frame — a snapshot of the game being played — about every two seconds
 * until the match ends (close code 1000). Frames of League of Legends (blue/red), Counter-Strike
 * (counter_terrorists/terrorists) and Dota 2 (radiant/dire) are read; the documented samples
 * (data-sample-league-of-legends, -csgo, -dota-2) give their fields. Unknown fields are ignored; a message
 * that does not parse is logged and skipped.
 */

const count = z.number().int().min(0)

const frameGameSchema = z.object({
  id: z.number().int(),
  finished: z.boolean().default(false),
  winner_id: z.number().int().nullable().optional(),
})

const lolPlayerSchema = z.object({
  name: z.string().max(60).nullable().optional(),
  champion: z
    .object({ name: z.string().max(60) })
    .nullable()
    .optional(),
})

const lolSideSchema = z.object({
  id: z.number().int(),
  name: z.string().optional(),
  acronym: z.string().nullable().optional(),
  kills: count,
  gold: z.number().min(0),
  towers: count.default(0),
  drakes: count.default(0),
  nashors: count.default(0),
  inhibitors: count.default(0),
  /** Games won in the series so far. */
  score: count.optional(),
  /** Keyed by position: top, jun, mid, adc, sup. */
  players: z.record(z.string(), lolPlayerSchema.nullable()).optional(),
})

export const lolFrameSchema = z.object({
  game: frameGameSchema,
  match: z.object({ id: z.number().int() }),
  /** Seconds since the game began. */
  current_timestamp: count,
  paused: z.boolean().optional(),
  blue: lolSideSchema,
  red: lolSideSchema,
})

const csPlayerSchema = z.object({ name: z.string().max(60).nullable().optional() })

const csSideSchema = z.object({
  id: z.number().int(),
  name: z.string().optional(),
  /** Rounds won on the current map. */
  round_score: count,
  /** Maps won in the series so far. */
  score: count.optional(),
  players: z.array(csPlayerSchema).optional(),
})

export const csFrameSchema = z.object({
  game: frameGameSchema,
  match: z.object({ id: z.number().int() }),
  map: z
    .object({ id: z.number().int().optional(), name: z.string().max(40) })
    .nullable()
    .optional(),
  /** The round being played. */
  round: count,
  current_timestamp: count.optional(),
  paused: z.boolean().optional(),
  counter_terrorists: csSideSchema,
  terrorists: csSideSchema,
})

const dotaPlayerSchema = z.object({
  name: z.string().max(60).nullable().optional(),
  hero: z
    .object({ name: z.string().max(60) })
    .nullable()
    .optional(),
})

const dotaSideSchema = z.object({
  id: z.number().int(),
  name: z.string().optional(),
  /** Kills. */
  score: count,
  players: z.array(dotaPlayerSchema).optional(),
})

export const dotaFrameSchema = z.object({
  game: frameGameSchema,
  match: z.object({ id: z.number().int() }),
  current_timestamp: count,
  radiant: dotaSideSchema,
  dire: dotaSideSchema,
})

export const helloSchema = z.object({ type: z.literal('hello'), payload: z.record(z.string(), z.unknown()).optional() })

/** One side of a frame, as the portal keeps it: a team's figures in the game being played. */
export type FrameSide = {
  teamId: number
  kills: number
  /** Team gold (MOBA), else null. */
  gold: number | null
  towers: number
  dragons: number
  barons: number
  /** Rounds won on the current map (CS). */
  rounds: number
  /** Players as the frame lists them, with a role key (role-labels.ts) and their champion or hero. */
  players: Array<{ name: string; role: string; pick: string | null }>
}

/** A frame of any of the three games, normalized. */
export type LiveFrame = {
  matchId: number
  gameId: number
  kind: 'moba' | 'fps'
  /** Seconds into the game (MOBA) or the round (CS). */
  clock: number
  paused: boolean
  finished: boolean
  winnerId: number | null
  /** CS: the map and the round being played. */
  map: string | null
  round: number | null
  sides: [FrameSide, FrameSide]
}

const LOL_ROLES: Record<string, string> = { top: 'top', jun: 'jungle', mid: 'mid', adc: 'bot', sup: 'support' }

/** A message of the live API as the portal reads it: hello, a frame, or something it does not know. */
export function parseLiveMessage(
  data: unknown,
): { kind: 'hello' } | { kind: 'frame'; frame: LiveFrame } | { kind: 'unknown'; reason: string } {
  if (helloSchema.safeParse(data).success) return { kind: 'hello' }
  const keys = typeof data === 'object' && data !== null ? data : {}
  if ('blue' in keys && 'red' in keys) {
    const parsed = lolFrameSchema.safeParse(data)
    if (!parsed.success) return { kind: 'unknown', reason: parsed.error.issues[0]?.message ?? 'malformed' }
    const frame = parsed.data
    const side = (team: z.infer<typeof lolSideSchema>): FrameSide => ({
      teamId: team.id,
      kills: team.kills,
      gold: team.gold,
      towers: team.towers,
      dragons: team.drakes,
      barons: team.nashors,
      rounds: 0,
      players: Object.entries(team.players ?? {}).flatMap(([position, player]) =>
        player?.name
          ? [{ name: player.name, role: LOL_ROLES[position] ?? 'player', pick: player.champion?.name ?? null }]
          : [],
      ),
    })
    return {
      kind: 'frame',
      frame: {
        ...common(frame),
        kind: 'moba',
        clock: frame.current_timestamp,
        map: null,
        round: null,
        sides: [side(frame.blue), side(frame.red)],
      },
    }
  }
  if ('counter_terrorists' in keys && 'terrorists' in keys) {
    const parsed = csFrameSchema.safeParse(data)
    if (!parsed.success) return { kind: 'unknown', reason: parsed.error.issues[0]?.message ?? 'malformed' }
    const frame = parsed.data
    const side = (team: z.infer<typeof csSideSchema>): FrameSide => ({
      teamId: team.id,
      kills: 0,
      gold: null,
      towers: 0,
      dragons: 0,
      barons: 0,
      rounds: team.round_score,
      players: (team.players ?? []).flatMap((player) =>
        player.name ? [{ name: player.name, role: 'player', pick: null }] : [],
      ),
    })
    return {
      kind: 'frame',
      frame: {
        ...common(frame),
        kind: 'fps',
        clock: frame.current_timestamp ?? 0,
        map: frame.map?.name ?? null,
        round: frame.round,
        sides: [side(frame.counter_terrorists), side(frame.terrorists)],
      },
    }
  }
  if ('radiant' in keys && 'dire' in keys) {
    const parsed = dotaFrameSchema.safeParse(data)
    if (!parsed.success) return { kind: 'unknown', reason: parsed.error.issues[0]?.message ?? 'malformed' }
    const frame = parsed.data
    const side = (team: z.infer<typeof dotaSideSchema>): FrameSide => ({
      teamId: team.id,
      kills: team.score,
      gold: null,
      towers: 0,
      dragons: 0,
      barons: 0,
      rounds: 0,
      players: (team.players ?? []).flatMap((player) =>
        player.name ? [{ name: player.name, role: 'player', pick: player.hero?.name ?? null }] : [],
      ),
    })
    return {
      kind: 'frame',
      frame: {
        ...common(frame),
        kind: 'moba',
        clock: frame.current_timestamp,
        map: null,
        round: null,
        sides: [side(frame.radiant), side(frame.dire)],
      },
    }
  }
  return { kind: 'unknown', reason: 'not a frame of League of Legends, Counter-Strike or Dota 2' }
}

function common(frame: {
  game: z.infer<typeof frameGameSchema>
  match: { id: number }
  paused?: boolean | undefined
}): Pick<LiveFrame, 'matchId' | 'gameId' | 'paused' | 'finished' | 'winnerId'> {
  return {
    matchId: frame.match.id,
    gameId: frame.game.id,
    paused: frame.paused ?? false,
    finished: frame.game.finished,
    winnerId: frame.game.winner_id ?? null,
  }
}
