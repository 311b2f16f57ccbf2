import { z } from 'zod'
import {
  type ContentBlock,
  contentBlockSchema,
  EXPERT_LIMITS,
  expertCardSchema,
  expertGraphPointSchema,
  expertStandingSchema,
  expertStatusSchema,
  lineFits,
  pickSchema,
  planCardSchema,
  planComponentSchema,
  planDetailSchema,
  planOrderSchema,
  planStatusSchema,
  playLevelSchema,
  playRuleOf,
  playTypeSchema,
  returnsRecordSchema,
} from '../experts'
import { EXPERT_MESSAGES } from '../messages/expert'
import { type CallDef, int32, noInput, queryInt } from './call-def'

const M = EXPERT_MESSAGES
const page = z.object({ pageIndex: queryInt.min(1).max(500).default(1) })
const list = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int().min(0) })
const expertId = queryInt.min(1).describe("The expert's user id.")
const planId = queryInt.min(1)

/** §4 expert application: a name, an introduction, the games and leagues they are good at, the guidance accepted. */
export const expertApplicationSchema = z.object({
  name: z
    .string({ error: M.nameRequired.id })
    .trim()
    .min(EXPERT_LIMITS.nameMin, { error: M.nameRequired.id })
    .max(EXPERT_LIMITS.nameMax, { error: M.nameRequired.id }),
  intro: z
    .string({ error: M.introRequired.id })
    .trim()
    .min(EXPERT_LIMITS.introMin, { error: M.introRequired.id })
    .max(EXPERT_LIMITS.introMax, { error: M.introRequired.id }),
  gameIds: z.array(int32).min(1, { error: M.gamesRequired.id }).max(9, { error: M.gamesRequired.id }),
  leagueIds: z.array(z.string().max(64)).max(10, { error: M.leaguesInvalid.id }).default([]),
  acceptGuidance: z.literal(true, { error: M.guidanceNotAccepted.id }),
})

/** Characters of text in a plan's content (pictures count nothing). */
export function contentTextLength(content: readonly ContentBlock[]): number {
  return content.reduce((sum, block) => sum + (block.type === 'text' ? block.text.trim().length : 0), 0)
}

/**
 * §5 plan rules, checked on both sides with their messages: title 5–30 characters; game, match, play
 * level, play type, predicted result, price, content and cover required; the play offered by the game with
 * a fitting line; reference odds; a first-order price below the price. (The match's start window and the
 * 3-plans-per-match rule need the server's data and are checked there.)
 */
export const planInputSchema = z
  .object({
    /** Present when editing a plan that was not published (under review or did not pass). */
    planId: int32.min(1).optional(),
    gameId: int32.min(1, { error: M.gameRequired.id }),
    matchId: z.string({ error: M.matchRequired.id }).min(1, { error: M.matchRequired.id }).max(64),
    title: z
      .string({ error: M.titleLength.id })
      .trim()
      .min(EXPERT_LIMITS.titleMin, { error: M.titleLength.id })
      .max(EXPERT_LIMITS.titleMax, { error: M.titleLength.id }),
    playLevel: playLevelSchema.or(z.literal('')).refine((v) => v !== '', { error: M.playLevelRequired.id }),
    playType: playTypeSchema.or(z.literal('')).refine((v) => v !== '', { error: M.playTypeRequired.id }),
    line: z.number().nullable(),
    pick: pickSchema.or(z.literal('')).refine((v) => v !== '', { error: M.pickRequired.id }),
    odds: z
      .number({ error: M.oddsInvalid.id })
      .min(EXPERT_LIMITS.oddsMin, { error: M.oddsInvalid.id })
      .max(EXPERT_LIMITS.oddsMax, { error: M.oddsInvalid.id }),
    price: z
      .number({ error: M.priceInvalid.id })
      .int({ error: M.priceInvalid.id })
      .min(0, { error: M.priceInvalid.id })
      .max(EXPERT_LIMITS.priceMax, { error: M.priceInvalid.id }),
    firstOrderPrice: z.number().int({ error: M.firstOrderPriceInvalid.id }).min(0).nullable(),
    refundIfMiss: z.boolean(),
    /** A new picture's data URL, or the stored cover's URL when editing. */
    cover: z.string({ error: M.coverRequired.id }).min(1, { error: M.coverRequired.id }).max(300_000),
    content: z.array(contentBlockSchema).max(40),
  })
  .strict()
  .superRefine((plan, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    const rule = playRuleOf(plan.gameId, plan.playType)
    if (!rule?.levels.includes(plan.playLevel)) issue('playType', M.playTypeInvalid.id)
    else {
      if (!rule.picks.includes(plan.pick)) issue('pick', M.pickRequired.id)
      if (!lineFits(rule.line, plan.line)) issue('line', M.lineInvalid.id)
    }
    if (plan.firstOrderPrice !== null && (plan.price === 0 || plan.firstOrderPrice >= plan.price))
      issue('firstOrderPrice', M.firstOrderPriceInvalid.id)
    const text = contentTextLength(plan.content)
    if (text < EXPERT_LIMITS.contentTextMin) issue('content', M.contentRequired.id)
    else if (text > EXPERT_LIMITS.contentTextMax) issue('content', M.contentTooLong.id)
    if (plan.content.filter((block) => block.type === 'image').length > EXPERT_LIMITS.contentPicturesMax)
      issue('content', M.picturesTooMany.id)
  })
export type PlanInput = z.input<typeof planInputSchema>

export const planComponentInputSchema = z.object({
  id: int32.min(1).optional(),
  kind: z.enum(['text', 'signature', 'image']),
  name: z
    .string({ error: M.componentNameRequired.id })
    .trim()
    .min(1, { error: M.componentNameRequired.id })
    .max(20, { error: M.componentNameRequired.id }),
  /** Text (text and signature), or a picture's data URL or stored URL (image). */
  body: z
    .string({ error: M.componentBodyRequired.id })
    .trim()
    .min(1, { error: M.componentBodyRequired.id })
    .max(300_000),
})

export const expertApplicationEntrySchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  name: z.string(),
  intro: z.string(),
  gameIds: z.array(z.number().int()),
  status: expertStatusSchema,
  refuseReason: z.string().nullable(),
  appliedAt: z.number().int(),
})

const refuseReason = z.string().trim().max(200).optional()

/** The sorts of /expert/allExperts and the rankings of /expert. */
export const expertSortSchema = z.enum(['hitRate', 'streak', 'roi', 'followers'])
export type ExpertSort = z.infer<typeof expertSortSchema>

/** §7 Expert, Creator, and the expert application of User; plus the reviews administrators make. */
export const EXPERT_CALLS = {
  expertApplyStart: {
    method: 'POST',
    path: '/user/expertApplyStart',
    summary: "Starts an expert application: the caller's standing (none, underReview, passed, refused) and phone.",
    input: noInput,
    result: expertStandingSchema,
    auth: 'user',
  },
  expertApply: {
    method: 'POST',
    path: '/user/expertApply',
    summary: 'Applies to become an expert (§4): a bound phone, a profile, the expert guidance of §5 accepted.',
    input: expertApplicationSchema.strict(),
    result: expertStandingSchema,
    auth: 'user',
  },
  expertApplications: {
    method: 'GET',
    path: '/expert_plan/review/applications',
    summary: 'Administrators: expert applications, those under review first.',
    input: page.extend({ status: expertStatusSchema.optional() }).strict(),
    result: list(expertApplicationEntrySchema),
    auth: ['admin'],
  },
  expertReview: {
    method: 'POST',
    path: '/expert_plan/review/application',
    summary: 'Administrators: pass an application (the expert role, the account opened) or refuse it with a reason.',
    input: z
      .object({ uid: int32.min(1), decision: z.enum(['pass', 'refuse']), reason: refuseReason })
      .strict()
      .refine((v) => v.decision === 'pass' || (v.reason ?? '').length > 0, {
        error: M.refuseReasonRequired.id,
        path: ['reason'],
      }),
    result: expertStandingSchema,
    auth: ['admin'],
  },
  planReviews: {
    method: 'GET',
    path: '/expert_plan/review/plans',
    summary: 'Administrators: submitted plans (content included), those under review first, oldest first.',
    input: page.extend({ status: planStatusSchema.optional() }).strict(),
    result: list(planDetailSchema),
    auth: ['admin'],
  },
  planReview: {
    method: 'POST',
    path: '/expert_plan/review/plan',
    summary:
      'Administrators: publish a plan (sealed with its hash and time) or refuse it with a reason. A plan whose match has started cannot be published.',
    input: z
      .object({ planId: int32.min(1), decision: z.enum(['pass', 'refuse']), reason: refuseReason })
      .strict()
      .refine((v) => v.decision === 'pass' || (v.reason ?? '').length > 0, {
        error: M.refuseReasonRequired.id,
        path: ['reason'],
      }),
    result: planDetailSchema,
    auth: ['admin'],
  },
  getExpertPlanInfo: {
    method: 'GET',
    path: '/expert_plan/getExpertPlanInfo',
    summary:
      'Plan detail. The content, prediction and sealed text go only to buyers, the author and administrators (free plans: everyone); after settlement the prediction is public.',
    input: z.object({ planId }).strict(),
    result: planDetailSchema,
  },
  getExpertInfo: {
    method: 'GET',
    path: '/expert_plan/getExpertInfo',
    summary: "An expert's card and record (every plan ever published counts).",
    input: z.object({ expertId }).strict(),
    result: expertCardSchema,
  },
  getExpertInfoAccuracy: {
    method: 'GET',
    path: '/expert_plan/getExpertInfoAccuracy',
    summary: 'Hits over the last 5, 7, 10, 15 and nearly 30 settled plans (§9).',
    input: z.object({ expertId }).strict(),
    result: z.object({ windows: expertCardSchema.shape.record.shape.windows }),
  },
  getExpertInfoGraph: {
    method: 'GET',
    path: '/expert_plan/getExpertInfoGraph',
    summary: 'The running hit rate and ROI after each of the last 100 settled plans, oldest first.',
    input: z.object({ expertId }).strict(),
    result: z.object({ points: z.array(expertGraphPointSchema) }),
  },
  getHomeExpertPlans: {
    method: 'GET',
    path: '/expert_plan/getHomeExpertPlans',
    summary: 'Popular plans on sale (most bought, then newest) for the home page and /expert.',
    input: z.object({ gameId: queryInt.optional(), size: queryInt.min(1).max(20).default(8) }).strict(),
    result: z.object({ list: z.array(planCardSchema) }),
  },
  recommendExpert: {
    method: 'GET',
    path: '/expert_plan/recommendExpert',
    summary: 'Recommended experts: those with plans on sale, best recent form first.',
    input: z.object({ gameId: queryInt.optional(), size: queryInt.min(1).max(20).default(6) }).strict(),
    result: z.object({ list: z.array(expertCardSchema) }),
  },
  expertLibraryPC: {
    method: 'GET',
    path: '/expert_plan/expertLibraryPC',
    summary:
      'All experts (§2 /expert/allExperts), filtered by game and sorted by hit rate, winning streak, ROI or followers; rankings need 3 settled plans.',
    input: page.extend({ gameId: queryInt.optional(), sort: expertSortSchema.default('hitRate') }).strict(),
    result: list(expertCardSchema),
  },
  expertSpecialists: {
    method: 'GET',
    path: '/expert_plan/specialists',
    summary:
      "Specialists (§2 /expert/specialist): per league, the experts with the best record on that league's plans.",
    input: z.object({ gameId: queryInt.optional() }).strict(),
    result: z.object({
      list: z.array(
        z.object({
          leagueId: z.string(),
          leagueName: z.string(),
          gameId: z.number().int(),
          experts: z.array(
            z.object({
              expert: expertCardSchema,
              settled: z.number().int(),
              hits: z.number().int(),
              hitRate: z.number(),
            }),
          ),
        }),
      ),
    }),
  },
  getPlansPC: {
    method: 'GET',
    path: '/expert_plan/getPlansPC',
    summary:
      "Published plans: an expert's plans on sale or history (settled), or a game's plans on sale, newest first.",
    input: page
      .extend({
        expertId: queryInt.min(1).optional(),
        gameId: queryInt.optional(),
        scope: z.enum(['onSale', 'history']).default('onSale'),
      })
      .strict(),
    result: list(planCardSchema),
  },
  focusEvents: {
    method: 'GET',
    path: '/expert_plan/focusEvents',
    summary: 'The plans published for a match (the match detail\'s "plans for this match").',
    input: z.object({ matchId: z.string().min(1).max(64) }).strict(),
    result: z.object({ list: z.array(planCardSchema) }),
  },
  checkGold: {
    method: 'GET',
    path: '/expert_plan/checkGold',
    summary: 'The price the caller would pay (first-order discount applied) and whether the balance suffices.',
    input: z.object({ planId }).strict(),
    result: z.object({
      price: z.number().int().min(0),
      firstOrder: z.boolean(),
      balance: z.number().int().min(0),
      enough: z.boolean(),
      purchased: z.boolean(),
    }),
    auth: 'user',
  },
  userExpertPlanOrderPC: {
    method: 'GET',
    path: '/expert_plan/userExpertPlanOrderPC',
    summary: "The caller's bought plans (my tips / my orders), newest first, with results and refunds.",
    input: page.strict(),
    result: list(planOrderSchema),
    auth: 'user',
  },
  goldExpertPlan: {
    method: 'POST',
    path: '/orderpay/goldExpertPlan',
    summary:
      'Buys a plan with coins in one transaction (the server decides the price; idempotent by requestId), then answers the unlocked detail.',
    input: z.object({ planId: int32.min(1), requestId: z.string().min(8).max(64) }).strict(),
    result: z.object({ plan: planDetailSchema, balance: z.number().int().min(0), charged: z.number().int().min(0) }),
    auth: 'user',
  },
  getExpertPlans: {
    method: 'GET',
    path: '/creator_platform/getExpertPlans',
    summary: "The caller's own plans by status (plan management), newest first, content included.",
    input: page.extend({ status: planStatusSchema.optional() }).strict(),
    result: list(planDetailSchema),
    auth: ['expert'],
  },
  creatorMatches: {
    method: 'GET',
    path: '/creator_platform/matches',
    summary: 'Soon-to-start matches of a game a plan can be written for (10 minutes to 7 days ahead).',
    input: z.object({ gameId: queryInt }).strict(),
    result: z.object({
      list: z.array(
        z.object({
          matchId: z.string(),
          leagueName: z.string(),
          homeName: z.string(),
          guestName: z.string(),
          startTime: z.number().int(),
          bestOf: z.number().int(),
          /** Plans the caller already has on this match (at most 3). */
          plans: z.number().int(),
        }),
      ),
    }),
    auth: ['expert'],
  },
  savePlan: {
    method: 'POST',
    path: '/creator_platform/savePlan',
    summary: 'Submits a plan for review (§5 rules; at most 3 per match), or edits one that was not published.',
    input: planInputSchema,
    result: planDetailSchema,
    auth: ['expert'],
    bodyLimit: 1_600_000,
  },
  planAction: {
    method: 'POST',
    path: '/creator_platform/planAction',
    summary:
      'Takes a published plan off sale (buyers keep access) or deletes a plan (irreversible; a published one still counts in the record).',
    input: z.object({ planId: int32.min(1), action: z.enum(['offSale', 'delete']) }).strict(),
    result: z.object({ planId: z.number().int(), status: planStatusSchema }),
    auth: ['expert'],
  },
  getReturnsDetailedSummary: {
    method: 'GET',
    path: '/creator_platform/getReturnsDetailedSummary',
    summary: "The caller's sales and revenue: today, this month, all time; plans, followers and record.",
    input: noInput,
    result: z.object({
      today: returnsRecordSchema,
      month: returnsRecordSchema,
      total: returnsRecordSchema,
      pendingRevenue: z.number().int().min(0),
      plans: z.record(planStatusSchema, z.number().int()),
      expert: expertCardSchema,
    }),
    auth: ['expert'],
  },
  getReturnsDetailed: {
    method: 'GET',
    path: '/creator_platform/getReturnsDetailed',
    summary: 'Daily sales and revenue over the last 7, 14 or 30 Beijing days, oldest first, every day present.',
    input: z.object({ days: z.coerce.number().pipe(z.union([z.literal(7), z.literal(14), z.literal(30)])) }).strict(),
    result: z.object({ list: z.array(returnsRecordSchema) }),
    auth: ['expert'],
  },
  getMonthlyReturnsDetailed: {
    method: 'GET',
    path: '/creator_platform/getMonthlyReturnsDetailed',
    summary: 'Monthly sales and revenue over the last 12 months, oldest first.',
    input: noInput,
    result: z.object({ list: z.array(returnsRecordSchema) }),
    auth: ['expert'],
  },
  planComponents: {
    method: 'GET',
    path: '/creator_platform/components',
    summary: "The caller's reusable plan components (text and picture blocks, signature).",
    input: noInput,
    result: z.object({ list: z.array(planComponentSchema) }),
    auth: ['expert'],
  },
  savePlanComponent: {
    method: 'POST',
    path: '/creator_platform/saveComponent',
    summary: 'Creates or changes a component (at most 20).',
    input: planComponentInputSchema.strict(),
    result: planComponentSchema,
    auth: ['expert'],
    bodyLimit: 400_000,
  },
  deletePlanComponent: {
    method: 'POST',
    path: '/creator_platform/deleteComponent',
    summary: 'Deletes a component.',
    input: z.object({ id: int32.min(1) }).strict(),
    result: z.object({ id: z.number().int() }),
    auth: ['expert'],
  },
} as const satisfies Record<string, CallDef>
