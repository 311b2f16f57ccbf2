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

/** What every game's frame has: its game, its match, whether it is paused. */
const frameCommonSchema = z.object({
  game: frameGameSchema,
  match: z.object({ id: z.number().int() }),
  paused: z.boolean().optional(),
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

export const lolFrameSchema = frameCommonSchema.extend({
  /** Seconds since the game began. */
  current_timestamp: count,
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

export const csFrameSchema = frameCommonSchema.extend({
  map: z
    .object({ id: z.number().int().optional(), name: z.string().max(40) })
    .nullable()
    .optional(),
  /** The round being played. */
  round: count,
  current_timestamp: count.optional(),
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

export const dotaFrameSchema = frameCommonSchema.extend({
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

/** How a frame of one game is read: its sides' keys, its schema, and what the portal keeps of it. */
type Reader<T> = {
  sides: readonly [string, string]
  schema: z.ZodType<T>
  kind: LiveFrame['kind']
  read(frame: T): Pick<LiveFrame, 'clock' | 'map' | 'round' | 'sides'>
}
const reader = <T>(r: Reader<T>) => r as Reader<unknown>

const side = (teamId: number, figures: Partial<Omit<FrameSide, 'teamId'>>): FrameSide => ({
  teamId,
  kills: 0,
  gold: null,
  towers: 0,
  dragons: 0,
  barons: 0,
  rounds: 0,
  players: [],
  ...figures,
})

type Named = { name?: string | null | undefined }
const named = <P extends Named>(players: readonly P[], role: (p: P) => string, pick: (p: P) => string | null) =>
  players.flatMap((p) => (p.name ? [{ name: p.name, role: role(p), pick: pick(p) }] : []))

const READERS = [
  reader({
    sides: ['blue', 'red'],
    schema: lolFrameSchema,
    kind: 'moba',
    read: (frame) => {
      const of = (team: z.infer<typeof lolSideSchema>) =>
        side(team.id, {
          kills: team.kills,
          gold: team.gold,
          towers: team.towers,
          dragons: team.drakes,
          barons: team.nashors,
          players: named(
            Object.entries(team.players ?? {}).flatMap(([position, p]) => (p ? [{ ...p, position }] : [])),
            (p) => LOL_ROLES[p.position] ?? 'player',
            (p) => p.champion?.name ?? null,
          ),
        })
      return { clock: frame.current_timestamp, map: null, round: null, sides: [of(frame.blue), of(frame.red)] }
    },
  }),
  reader({
    sides: ['counter_terrorists', 'terrorists'],
    schema: csFrameSchema,
    kind: 'fps',
    read: (frame) => {
      const of = (team: z.infer<typeof csSideSchema>) =>
        side(team.id, {
          rounds: team.round_score,
          players: named(
            team.players ?? [],
            () => 'player',
            () => null,
          ),
        })
      return {
        clock: frame.current_timestamp ?? 0,
        map: frame.map?.name ?? null,
        round: frame.round,
        sides: [of(frame.counter_terrorists), of(frame.terrorists)],
      }
    },
  }),
  reader({
    sides: ['radiant', 'dire'],
    schema: dotaFrameSchema,
    kind: 'moba',
    read: (frame) => {
      const of = (team: z.infer<typeof dotaSideSchema>) =>
        side(team.id, {
          kills: team.score,
          players: named(
            team.players ?? [],
            () => 'player',
            (p) => p.hero?.name ?? null,
          ),
        })
      return { clock: frame.current_timestamp, map: null, round: null, sides: [of(frame.radiant), of(frame.dire)] }
    },
  }),
]

/** A message of the live API as the portal reads it: hello, a frame, or something it does not know. */
export function parseLiveMessage(
  data: unknown,
): { kind: 'hello' } | { kind: 'frame'; frame: LiveFrame } | { kind: 'unknown'; reason: string } {
  if (helloSchema.safeParse(data).success) return { kind: 'hello' }
  const keys = typeof data === 'object' && data !== null ? data : {}
  const found = READERS.find((r) => r.sides.every((key) => key in keys))
  if (!found) return { kind: 'unknown', reason: 'not a frame of League of Legends, Counter-Strike or Dota 2' }
  const parsed = found.schema.safeParse(data)
  if (!parsed.success) return { kind: 'unknown', reason: parsed.error.issues[0]?.message ?? 'malformed' }
  const frame = parsed.data as z.infer<typeof frameCommonSchema>
  return { kind: 'frame', frame: { ...common(frame), kind: found.kind, ...found.read(parsed.data) } }
}

function common(
  frame: z.infer<typeof frameCommonSchema>,
): Pick<LiveFrame, 'matchId' | 'gameId' | 'paused' | 'finished' | 'winnerId'> {
  return {
    matchId: frame.match.id,
    gameId: frame.game.id,
    paused: frame.paused ?? false,
    finished: frame.game.finished,
    winnerId: frame.game.winner_id ?? null,
  }
}
