import { z } from 'zod'
import { LIMITS } from './constants'
import { localizedNamesSchema } from './entity-names'
import { type GameKind, gameById } from './games'
import type { MatchLiveState } from './match'

/** Experts and their prediction plans (§3 Prediction plan, Expert; §4 plan status, expert application). */
export const EXPERT_LIMITS = {
  nameMin: 2,
  nameMax: 16,
  introMin: 10,
  introMax: 200,
  /** §9: title 5 to 30 characters; at most 3 plans per match (and expert). */
  titleMin: LIMITS.planTitleMin,
  titleMax: LIMITS.planTitleMax,
  plansPerMatch: LIMITS.plansPerMatchMax,
  contentTextMin: 20,
  contentTextMax: 5000,
  contentPicturesMax: 3,
  priceMax: 2000,
  oddsMin: 1.1,
  oddsMax: 10,
  handicapMax: 60.5,
  totalMax: 400.5,
  /** §5 "soon-to-start": a plan's match starts at least this long after it is submitted … */
  soonestStartMs: 10 * 60 * 1000,
  /** … and at most this long after. */
  latestStartMs: 7 * 24 * 60 * 60 * 1000,
  /** Share of a sold plan's price credited to the expert when the plan settles (not refunded), in percent. */
  expertSharePercent: 70,
  pictureMaxBytes: 200 * 1024,
  pictureMaxSide: 4096,
  componentsMax: 20,
  componentTextMax: 500,
  /** §9 expert result windows: the last 5, 7, 10, 15 and nearly 30 settled plans. */
  resultWindows: LIMITS.expertResultWindows,
  pageSize: 20,
} as const

/** §4 expert application: apply → under review → passed (account opened), or refused with a reason. */
export const expertStatusSchema = z.enum(['none', 'underReview', 'passed', 'refused'])
export type ExpertStatus = z.infer<typeof expertStatusSchema>

/** §4 plan status: under review → published (or did not pass); taken off sale; deleted (irreversible). */
export const PLAN_STATUSES = ['underReview', 'published', 'refused', 'offSale', 'deleted'] as const
export const planStatusSchema = z.enum(PLAN_STATUSES)
export type PlanStatus = z.infer<typeof planStatusSchema>

/** A plan's outcome once its match has ended: hit, miss, or void (match cancelled, the period not played). */
export const planResultSchema = z.enum(['pending', 'hit', 'miss', 'void'])
export type PlanResult = z.infer<typeof planResultSchema>

/** Play level: the whole match, or its first period (football's first half, basketball's first quarter, map 1). */
export const playLevelSchema = z.enum(['full', 'first'])
export type PlayLevel = z.infer<typeof playLevelSchema>

export const playTypeSchema = z.enum([
  'winDrawWin',
  'moneyline',
  'seriesWinner',
  'handicap',
  'mapHandicap',
  'overUnder',
  'totalMaps',
])
export type PlayType = z.infer<typeof playTypeSchema>

export const pickSchema = z.enum(['home', 'draw', 'guest', 'over', 'under'])
export type PlanPick = z.infer<typeof pickSchema>

type PlayRule = { picks: readonly PlanPick[]; line: 'none' | 'handicap' | 'total'; levels: readonly PlayLevel[] }

const SIDES = ['home', 'guest'] as const
const TOTALS = ['over', 'under'] as const

/** The play types of each kind of game, with the picks and line they take. */
export const PLAY_RULES: Record<'football' | 'basketball' | 'esports', Partial<Record<PlayType, PlayRule>>> = {
  football: {
    winDrawWin: { picks: ['home', 'draw', 'guest'], line: 'none', levels: ['full', 'first'] },
    handicap: { picks: SIDES, line: 'handicap', levels: ['full', 'first'] },
    overUnder: { picks: TOTALS, line: 'total', levels: ['full', 'first'] },
  },
  basketball: {
    moneyline: { picks: SIDES, line: 'none', levels: ['full', 'first'] },
    handicap: { picks: SIDES, line: 'handicap', levels: ['full', 'first'] },
    overUnder: { picks: TOTALS, line: 'total', levels: ['full', 'first'] },
  },
  esports: {
    seriesWinner: { picks: SIDES, line: 'none', levels: ['full', 'first'] },
    mapHandicap: { picks: SIDES, line: 'handicap', levels: ['full'] },
    totalMaps: { picks: TOTALS, line: 'total', levels: ['full'] },
  },
}

export function playFamily(kind: GameKind): keyof typeof PLAY_RULES {
  return kind === 'football' || kind === 'basketball' ? kind : 'esports'
}

/** The rule of `playType` for a game, or null when the game does not offer it. */
export function playRuleOf(gameId: number, playType: PlayType): PlayRule | null {
  const game = gameById(gameId)
  return game ? (PLAY_RULES[playFamily(game.kind)][playType] ?? null) : null
}

/** A prediction: what the plan says will happen (sealed at publication, hidden from non-buyers). */
export const predictionSchema = z.object({
  playLevel: playLevelSchema,
  playType: playTypeSchema,
  /** Handicap on the home side (−1.5: home gives 1.5), or the total's line; null for plays without one. */
  line: z.number().nullable(),
  pick: pickSchema,
})
export type Prediction = z.infer<typeof predictionSchema>

/** Whether a line fits its play: a half number (never a push) within the play's range. */
export function lineFits(kind: PlayRule['line'], line: number | null): boolean {
  if (kind === 'none') return line === null
  if (line === null || !Number.isFinite(line) || Math.abs((line * 2) % 2) !== 1) return false
  return kind === 'handicap' ? Math.abs(line) <= EXPERT_LIMITS.handicapMax : line > 0 && line <= EXPERT_LIMITS.totalMax
}

/**
 * Settles a prediction on a finished match: void when the match was cancelled or postponed, or the first
 * period was not played (or a winner pick ended level); otherwise hit or miss by the play's rule. Lines are
 * half numbers, so a handicap or total never lands on the line.
 */
export function settlePrediction(
  prediction: Prediction,
  match: Pick<MatchLiveState, 'phase' | 'homeScore' | 'guestScore' | 'periods'>,
): Exclude<PlanResult, 'pending'> {
  if (match.phase === 'cancelled' || match.phase === 'postponed') return 'void'
  const score =
    prediction.playLevel === 'full'
      ? { home: match.homeScore, guest: match.guestScore }
      : match.periods.find((period) => period.index === 1)
  if (!score) return 'void'
  const { home, guest } = score
  const hit = (outcome: boolean) => (outcome ? 'hit' : 'miss')
  switch (prediction.playType) {
    case 'winDrawWin': {
      const outcome = home > guest ? 'home' : home < guest ? 'guest' : 'draw'
      return hit(prediction.pick === outcome)
    }
    case 'moneyline':
    case 'seriesWinner':
      if (home === guest) return 'void'
      return hit(prediction.pick === (home > guest ? 'home' : 'guest'))
    case 'handicap':
    case 'mapHandicap': {
      const margin = home + (prediction.line ?? 0) - guest
      return hit(prediction.pick === 'home' ? margin > 0 : margin < 0)
    }
    case 'overUnder':
    case 'totalMaps': {
      const total = home + guest
      const line = prediction.line ?? 0
      return hit(prediction.pick === 'over' ? total > line : total < line)
    }
  }
}

/** A plan's content: text and pictures, rendered as text and <img>, never as HTML. */
export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  /** `src` is a stored picture's URL (or, in a submitted plan, a new picture's data URL). */
  z.object({ type: z.literal('image'), src: z.string().max(300_000) }),
])
export type ContentBlock = z.infer<typeof contentBlockSchema>

/** §4: the caller's standing as an expert. */
export const expertStandingSchema = z.object({
  status: expertStatusSchema,
  refuseReason: z.string().nullable(),
  appliedAt: z.number().int().nullable(),
  reviewedAt: z.number().int().nullable(),
  /** An application needs a bound phone. */
  phoneBound: z.boolean(),
})
export type ExpertStanding = z.infer<typeof expertStandingSchema>

/** The last N settled plans: hits of settled (voids not counted). */
export const resultWindowSchema = z.object({
  size: z.number().int(),
  hits: z.number().int().min(0),
  settled: z.number().int().min(0),
})

/**
 * §3 Expert record, over every plan ever published (deleting or taking one off sale does not remove it):
 * hit rate and ROI (at the plans' reference odds, one unit staked per plan) over settled plans, the current
 * and best winning streaks, the result windows and the recent results (newest first).
 */
export const expertRecordSchema = z.object({
  published: z.number().int().min(0),
  settled: z.number().int().min(0),
  hits: z.number().int().min(0),
  misses: z.number().int().min(0),
  voids: z.number().int().min(0),
  /** Percent, one decimal; null before the first settled plan. */
  hitRate: z.number().nullable(),
  /** Percent, one decimal; null before the first settled plan. */
  roi: z.number().nullable(),
  streak: z.number().int().min(0),
  bestStreak: z.number().int().min(0),
  windows: z.array(resultWindowSchema),
  recent: z.array(z.enum(['hit', 'miss'])),
})
export type ExpertRecord = z.infer<typeof expertRecordSchema>

export const leagueRefSchema = z.object({ id: z.string(), name: z.string() })

/** §3 Expert, as lists and the homepage show it. */
export const expertCardSchema = z.object({
  uid: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  intro: z.string(),
  gameIds: z.array(z.number().int()),
  leagues: z.array(leagueRefSchema),
  followers: z.number().int().min(0),
  /** Plans on sale now. */
  onSale: z.number().int().min(0),
  record: expertRecordSchema,
  /** A demo expert of the built-in feed (npm start), labelled as such. */
  demo: z.boolean(),
})
export type ExpertCard = z.infer<typeof expertCardSchema>

/** What a plan card needs of a team besides its name: the crest's short name and the other-language names. */
const planTeamSchema = z.object({ shortName: z.string(), names: localizedNamesSchema.optional() })

/** §3 Prediction plan as lists show it: no content; the prediction only once it is the caller's or settled. */
export const planCardSchema = z.object({
  id: z.number().int(),
  expertUid: z.number().int(),
  expertName: z.string(),
  expertAvatar: z.string().nullable(),
  gameId: z.number().int(),
  matchId: z.string(),
  leagueName: z.string(),
  homeName: z.string(),
  guestName: z.string(),
  /** The league's and teams' other-language names and the teams' short names (crests, entity-name.ts). */
  leagueNames: localizedNamesSchema.optional(),
  homeTeam: planTeamSchema.optional(),
  guestTeam: planTeamSchema.optional(),
  matchTime: z.number().int(),
  title: z.string(),
  playLevel: playLevelSchema,
  playType: playTypeSchema,
  /** Reference odds the expert stated (ROI is counted at these). */
  odds: z.number(),
  price: z.number().int().min(0),
  /** The first purchase from this expert pays this instead (null: no discount). */
  firstOrderPrice: z.number().int().min(0).nullable(),
  refundIfMiss: z.boolean(),
  cover: z.string().nullable(),
  sales: z.number().int().min(0),
  status: planStatusSchema,
  result: planResultSchema,
  /** The result was settled again after the match's final score was corrected. */
  resultCorrected: z.boolean().default(false),
  /** When it was published (null before); the seal below is of that moment. */
  releasedAt: z.number().int().nullable(),
  /** SHA-256 of the sealed prediction and content (hex), public from publication on. */
  sealHash: z.string().nullable(),
  /** The caller bought it (or wrote it). */
  purchased: z.boolean(),
  /** Null while locked for the caller. */
  prediction: predictionSchema.nullable(),
  createdAt: z.number().int(),
})
export type PlanCard = z.infer<typeof planCardSchema>

/** Plan detail: the card, and the content and sealed text only for buyers, the author and administrators. */
export const planDetailSchema = planCardSchema.extend({
  locked: z.boolean(),
  content: z.array(contentBlockSchema).nullable(),
  /** The exact text whose SHA-256 is `sealHash`, so a buyer can check the seal. */
  sealText: z.string().nullable(),
  /** The author's view (and administrators'): why it did not pass. */
  refuseReason: z.string().nullable(),
  expert: expertCardSchema,
})
export type PlanDetail = z.infer<typeof planDetailSchema>

/** A purchase, as "my orders" shows it. */
export const planOrderSchema = z.object({
  orderId: z.number().int(),
  plan: planCardSchema,
  pricePaid: z.number().int().min(0),
  at: z.number().int(),
  /** Coins returned (refund-if-miss, or a void match); 0 when none. */
  refunded: z.number().int().min(0),
  refundedAt: z.number().int().nullable(),
})
export type PlanOrder = z.infer<typeof planOrderSchema>

/** A reusable block of the creator centre (§2 /creatorCenter/progComponent). */
export const planComponentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['text', 'signature', 'image']),
  name: z.string(),
  /** Text for text and signature blocks; the picture's URL for image blocks. */
  body: z.string(),
  updatedAt: z.number().int(),
})
export type PlanComponent = z.infer<typeof planComponentSchema>

/** One point of the expert graph: after each settled plan, the running hit rate and ROI in percent. */
export const expertGraphPointSchema = z.object({
  at: z.number().int(),
  planId: z.number().int(),
  result: z.enum(['hit', 'miss', 'void']),
  hitRate: z.number(),
  roi: z.number(),
})

/** A day's or month's sales of a creator: plans sold, coins paid by buyers, the expert's revenue. */
export const returnsRecordSchema = z.object({
  period: z.string(),
  sales: z.number().int().min(0),
  paid: z.number().int().min(0),
  revenue: z.number().int().min(0),
  refunded: z.number().int().min(0),
})
export type ReturnsRecord = z.infer<typeof returnsRecordSchema>

/** The sealed text of a plan: what its hash is of (stable JSON, keys in this order). */
export function sealTextOf(plan: {
  id: number
  matchId: string
  prediction: Prediction
  odds: number
  content: readonly ContentBlock[]
  releasedAt: number
}): string {
  const { playLevel, playType, line, pick } = plan.prediction
  return JSON.stringify({
    plan: plan.id,
    match: plan.matchId,
    playLevel,
    playType,
    line,
    pick,
    odds: plan.odds,
    content: plan.content.map((block) => (block.type === 'text' ? ['text', block.text] : ['image', block.src])),
    releasedAt: plan.releasedAt,
  })
}
