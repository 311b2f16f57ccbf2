import { z } from 'zod'

/**
 * Blind boxes: bought with coins, each opens one prize drawn on the server from a cryptographic RNG with
 * published odds (in basis points, shown before buying), a guaranteed top prize after N draws where the box
 * says so, a daily cap per user and box, and every draw kept with the odds version it was drawn under.
 */
export const BLIND_BOX_LIMITS = {
  /** Odds are basis points: a box's prizes add up to exactly this. */
  oddsTotal: 10_000,
  pageSize: 20,
  requestIdMin: 8,
  requestIdMax: 64,
} as const

/** The audit's significance level: a version whose natural draws give p < alpha against its odds fails. */
export const BLIND_BOX_AUDIT_ALPHA = 0.001
/** The chi-square test needs every prize's expected count to be at least this; fewer draws are "insufficient". */
export const BLIND_BOX_AUDIT_MIN_EXPECTED = 5

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The first instant of the China-time (Asia/Shanghai, UTC+8, no daylight saving) day holding `ms`. */
export function chinaDayStart(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS
}

export const DAY_LENGTH_MS = DAY_MS

/** Coins credited, a virtual mall item (a redemption order staff fulfil), or a cosmetic badge. */
export const prizeKindSchema = z.enum(['coins', 'mallItem', 'badge'])
export type PrizeKind = z.infer<typeof prizeKindSchema>

/** One prize of a box under one odds version, with its published odds. */
export const blindBoxPrizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: prizeKindSchema,
  /** Coins credited: a coin prize's amount; a mall item's value, credited instead when the item is out. */
  coins: z.number().int().min(0),
  picture: z.string(),
  oddsBp: z.number().int().min(1).max(BLIND_BOX_LIMITS.oddsTotal),
  /** Top tier: what the guarantee gives. */
  top: z.boolean(),
})
export type BlindBoxPrize = z.infer<typeof blindBoxPrizeSchema>

/** A box on sale with its current, published odds. */
export const blindBoxSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  picture: z.string(),
  price: z.number().int().min(1),
  /** Draws per user per China-time day. */
  dailyCap: z.number().int().min(1),
  oddsVersion: z.number().int().min(1),
  /** When these odds were published. */
  publishedAt: z.number().int(),
  /** A top-tier prize is guaranteed on the Nth draw without one; null when the box has no guarantee. */
  guaranteeAfter: z.number().int().min(2).nullable(),
  prizes: z.array(blindBoxPrizeSchema),
})
export type BlindBox = z.infer<typeof blindBoxSchema>

/** The caller's standing at one box today. */
export const boxStandingSchema = z.object({
  boxId: z.number().int(),
  drawnToday: z.number().int().min(0),
  dailyLeft: z.number().int().min(0),
  /** Draws until the guaranteed top prize, counting the guaranteed one (1: the next draw); null without one. */
  guaranteeLeft: z.number().int().min(1).nullable(),
})
export type BoxStanding = z.infer<typeof boxStandingSchema>

/** A cosmetic badge the caller has won (and how many times). */
export const badgeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  picture: z.string(),
  count: z.number().int().min(1),
  acquiredAt: z.number().int(),
})
export type Badge = z.infer<typeof badgeSchema>

/** One recorded draw: box, odds version, result and what moved. */
export const drawSchema = z.object({
  drawId: z.number().int(),
  box: z.object({ id: z.number().int(), name: z.string(), picture: z.string() }),
  oddsVersion: z.number().int(),
  prize: z.object({
    id: z.number().int(),
    name: z.string(),
    kind: prizeKindSchema,
    picture: z.string(),
    top: z.boolean(),
  }),
  /** The guarantee gave this prize (drawn among the top tier only). */
  guaranteed: z.boolean(),
  coinsPaid: z.number().int(),
  coinsWon: z.number().int(),
  /** A mall item that was out of stock: its value in coins was credited instead. */
  substituted: z.boolean(),
  /** The redemption order a mall-item prize became (in "my redemption"). */
  mallOrderId: z.number().int().nullable(),
  at: z.number().int(),
})
export type Draw = z.infer<typeof drawSchema>

/** A draw's answer: the draw, the box standing after it, and the balance. */
export const drawResultSchema = z.object({
  draw: drawSchema,
  standing: boxStandingSchema,
  balance: z.number().int(),
})
export type DrawResult = z.infer<typeof drawResultSchema>

export const auditVerdictSchema = z.enum(['pass', 'fail', 'insufficient'])
export type AuditVerdict = z.infer<typeof auditVerdictSchema>

/** Observed against published, for one prize of one odds version. */
export const auditPrizeSchema = z.object({
  prizeId: z.number().int(),
  name: z.string(),
  top: z.boolean(),
  oddsBp: z.number().int(),
  /** Every draw that gave this prize. */
  draws: z.number().int(),
  /** Of those, the ones the guarantee gave (not drawn from the published odds). */
  guaranteed: z.number().int(),
  /** Share of the natural (not guaranteed) draws. */
  observedShare: z.number(),
  /** Expected natural draws of this prize under the published odds. */
  expected: z.number(),
})

/** One box under one odds version: the chi-square goodness-of-fit test of its natural draws. */
export const auditVersionSchema = z.object({
  boxId: z.number().int(),
  boxName: z.string(),
  oddsVersion: z.number().int(),
  current: z.boolean(),
  publishedAt: z.number().int(),
  guaranteeAfter: z.number().int().nullable(),
  draws: z.number().int(),
  naturalDraws: z.number().int(),
  guaranteedDraws: z.number().int(),
  /** Every guaranteed draw gave a top-tier prize. */
  guaranteesTop: z.boolean(),
  prizes: z.array(auditPrizeSchema),
  chiSquare: z.number().nullable(),
  degreesOfFreedom: z.number().int(),
  pValue: z.number().nullable(),
  verdict: auditVerdictSchema,
})
export type AuditVersion = z.infer<typeof auditVersionSchema>
