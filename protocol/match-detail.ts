// MatchDetail: a match's detail data (lineups, BP, map veto, game stats, PUBG table); stored in matches.detail (jsonb), carried whole on MatchEvent.detail whenever it changes.
import { z } from 'zod'
import { localizedNamesSchema } from './entity-names'

const sideSchema = z.enum(['home', 'guest'])

/** A side's players as the detail page lists them; names as the catalogue has them. */
export const lineupSchema = z.object({
  starters: z.array(z.object({ name: z.string(), role: z.string() })),
  bench: z.array(z.object({ name: z.string(), role: z.string() })),
})
export type Lineup = z.infer<typeof lineupSchema>

export const footballStatsSchema = z.object({
  corners: z.number().int().min(0),
  yellowCards: z.number().int().min(0),
  redCards: z.number().int().min(0),
  substitutions: z.number().int().min(0),
})
export type FootballStats = z.infer<typeof footballStatsSchema>

/** One kick of a penalty shoot-out, in order. */
export const penaltyKickSchema = z.object({ side: sideSchema, player: z.string(), scored: z.boolean() })

export const footballDetailSchema = z.object({
  kind: z.literal('football'),
  /** A knockout match that is level after 90 minutes goes to extra time, then penalties. */
  knockout: z.boolean(),
  lineups: z.object({ home: lineupSchema, guest: lineupSchema }),
  stats: z.object({ home: footballStatsSchema, guest: footballStatsSchema }),
  /** Added time announced per period (1, 2 halves; 3, 4 extra-time halves), minutes. */
  addedTime: z.array(z.object({ period: z.number().int().min(1), minutes: z.number().int().min(0) })),
  /** The shoot-out's kicks; empty unless the match went to penalties. */
  penalties: z.array(penaltyKickSchema),
})
export type FootballDetail = z.infer<typeof footballDetailSchema>

export const basketballStatsSchema = z.object({
  threes: z.number().int().min(0),
  twos: z.number().int().min(0),
  freeThrows: z.number().int().min(0),
})

export const basketballDetailSchema = z.object({
  kind: z.literal('basketball'),
  lineups: z.object({ home: lineupSchema, guest: lineupSchema }),
  stats: z.object({ home: basketballStatsSchema, guest: basketballStatsSchema }),
})
export type BasketballDetail = z.infer<typeof basketballDetailSchema>

/** Picks and bans of one side in one game's BP phase, in the order they were made. */
export const draftSchema = z.object({ picks: z.array(z.string()), bans: z.array(z.string()) })

/**
 * A side's objectives in one game. Honor of Kings' tyrant and overlord count as dragons and barons;
 * Dota 2 has roshans instead of both.
 */
export const mobaStatsSchema = z.object({
  kills: z.number().int().min(0),
  towers: z.number().int().min(0),
  dragons: z.number().int().min(0),
  barons: z.number().int().min(0),
  roshans: z.number().int().min(0),
  /** Team gold in thousands, as last sampled. */
  gold: z.number().min(0),
})
export type MobaStats = z.infer<typeof mobaStatsSchema>

export const mobaGameSchema = z.object({
  /** 1-based game of the series; the same as the match state's period. */
  index: z.number().int().min(1),
  draft: z.object({ home: draftSchema, guest: draftSchema }),
  stats: z.object({ home: mobaStatsSchema, guest: mobaStatsSchema }),
  /** Home gold minus guest gold (thousands) at game seconds `clock`: the gold-lead chart. */
  goldLead: z.array(z.object({ clock: z.number().int().min(0), lead: z.number() })),
  winner: sideSchema.nullable(),
})
export type MobaGame = z.infer<typeof mobaGameSchema>

export const mobaDetailSchema = z.object({
  kind: z.literal('moba'),
  lineups: z.object({ home: lineupSchema, guest: lineupSchema }),
  games: z.array(mobaGameSchema),
})
export type MobaDetail = z.infer<typeof mobaDetailSchema>

/** One step of a CS map veto: `side` null for the decider left over. */
export const vetoStepSchema = z.object({
  side: sideSchema.nullable(),
  action: z.enum(['ban', 'pick', 'decider']),
  map: z.string(),
})
export type VetoStep = z.infer<typeof vetoStepSchema>

export const fpsMapSchema = z.object({
  index: z.number().int().min(1),
  map: z.string(),
  /** Rounds per half: two regulation halves of 12 rounds, then overtime halves of 3. */
  halves: z.array(z.object({ home: z.number().int().min(0), guest: z.number().int().min(0) })),
  /** The side that starts the map on CT. */
  startsCt: sideSchema,
  winner: sideSchema.nullable(),
})
export type FpsMap = z.infer<typeof fpsMapSchema>

export const fpsDetailSchema = z.object({
  kind: z.literal('fps'),
  lineups: z.object({ home: lineupSchema, guest: lineupSchema }),
  veto: z.array(vetoStepSchema),
  maps: z.array(fpsMapSchema),
})
export type FpsDetail = z.infer<typeof fpsDetailSchema>

/** One team's line of the points table: points = placement points + kill points. */
export const standingSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  /** The name in other languages (absent in tables stored before they were carried). */
  names: localizedNamesSchema.optional(),
  kills: z.number().int().min(0),
  placementPoints: z.number().int().min(0),
  points: z.number().int().min(0),
  /** Rounds won (chicken dinners). */
  wins: z.number().int().min(0),
})
export type Standing = z.infer<typeof standingSchema>

export const royaleRoundSchema = z.object({
  index: z.number().int().min(1),
  map: z.string(),
  /** Team ids in finishing order so far, last place first; complete (every team) once the round ended. */
  eliminated: z.array(z.string()),
  /** Kills per team id in this round. */
  kills: z.record(z.string(), z.number().int().min(0)),
  winner: z.string().nullable(),
})
export type RoyaleRound = z.infer<typeof royaleRoundSchema>

export const battleRoyaleDetailSchema = z.object({
  kind: z.literal('battleRoyale'),
  /** Placement points by place (index 0 = 1st); one point per kill on top. */
  placementPoints: z.array(z.number().int().min(0)),
  /** Every team of the lobby, best first (points, then wins, then kills). Home and guest are two of them. */
  table: z.array(standingSchema),
  rounds: z.array(royaleRoundSchema),
})
export type BattleRoyaleDetail = z.infer<typeof battleRoyaleDetailSchema>

export const matchDetailSchema = z.discriminatedUnion('kind', [
  footballDetailSchema,
  basketballDetailSchema,
  mobaDetailSchema,
  fpsDetailSchema,
  battleRoyaleDetailSchema,
])
export type MatchDetail = z.infer<typeof matchDetailSchema>
