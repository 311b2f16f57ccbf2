import { and, eq, gt, inArray, isNotNull, ne, or } from 'drizzle-orm'
import { settlePrediction } from '../../protocol/experts'
import { EXPERT_MESSAGES } from '../../protocol/messages/expert'
import type { Database } from '../db/client'
import { letOthersIn, repeatEvery } from '../jobs/repeat'
import { matches } from '../matches/tables'
import { buyersOf, moveRevenue, refundOrders, shareOfSales } from './orders'
import { markRechecked, markSettled, refuseLatePlans, setRevenueCredited } from './plans'
import { expertPlans, type PlanRow } from './tables'

/** What settling a plan did, for the buyers' notices and the bench. */
export type Settlement = {
  planId: number
  title: string
  result: 'hit' | 'miss' | 'void'
  /** A result changed after the first settlement, because the match's final score was corrected. */
  corrected: boolean
  /**
   * Every buyer, with the coins refunded to them by this settlement (0: none) and those refunded before that
   * stay theirs although the corrected result is no longer a refund.
   */
  buyers: { userId: number; refunded: number; kept: number }[]
  /** The coins this settlement moved to (or, after a correction, back from) the expert. */
  revenue: number
  /** Coins a reversal could not take back: the expert's balance was short (the ledger never goes negative). */
  unrecovered: number
}

/** Most plans one pass settles (the next pass takes the rest). */
const PASS_LIMIT = 2000

/**
 * How long after its first settlement a plan follows corrections of its match's final score. Providers
 * correct within hours (a goal reassigned, a forfeit awarded after review); later than this the result stands.
 */
export const CORRECTIONS_WITHIN_MS = 7 * 24 * 3_600_000

const ended = or(eq(matches.status, 'closed'), inArray(matches.phase, ['cancelled', 'postponed']))

/**
 * Settles every published plan whose match has ended (closed, or cancelled/postponed: void), each in its
 * own transaction: the result, then either every buyer's refund (a void match, or a miss of a
 * refund-if-miss plan) or the expert's share of the sales. Then settles again the plans whose match's
 * final score a provider has corrected since (see resettlePlan). Safe to run twice, on two servers or after
 * a crash midway: a result is set only from the state it was read in, and each ledger movement has its own
 * key. Plans still under review whose match has started are refused (they can no longer be published).
 */
export async function settleEndedMatches(db: Database, now: number): Promise<Settlement[]> {
  const due = await db
    .select({ plan: expertPlans, match: matches })
    .from(expertPlans)
    .innerJoin(matches, eq(matches.id, expertPlans.matchId))
    .where(and(eq(expertPlans.result, 'pending'), isNotNull(expertPlans.releasedAt), ended))
    .orderBy(expertPlans.id)
    .limit(PASS_LIMIT)
  const settled: Settlement[] = []
  for (const { plan, match } of due) {
    await letOthersIn()
    const done = await settlePlan(db, plan, settlePrediction(plan, match), match.seq, now)
    if (done) settled.push(done)
  }
  const moved = await db
    .select({ plan: expertPlans, match: matches })
    .from(expertPlans)
    .innerJoin(matches, eq(matches.id, expertPlans.matchId))
    .where(
      and(
        ne(expertPlans.result, 'pending'),
        gt(matches.seq, expertPlans.settledSeq),
        gt(expertPlans.settledAt, now - CORRECTIONS_WITHIN_MS),
        ended,
      ),
    )
    .orderBy(expertPlans.id)
    .limit(PASS_LIMIT)
  for (const { plan, match } of moved) {
    await letOthersIn()
    const done = await resettlePlan(db, plan, settlePrediction(plan, match), match.seq, now)
    if (done) settled.push(done)
  }
  const started = await db
    .selectDistinct({ matchId: expertPlans.matchId })
    .from(expertPlans)
    .innerJoin(matches, eq(matches.id, expertPlans.matchId))
    .where(and(eq(expertPlans.status, 'underReview'), inArray(matches.status, ['live', 'closed'])))
  await refuseLatePlans(
    db,
    started.map((row) => row.matchId),
    EXPERT_MESSAGES.reviewTooLate.id,
    now,
  )
  return settled
}

/** A pending plan settled on its match as of `seq`, in a transaction of its own; null if settled already. */
export async function settlePlan(
  db: Database,
  plan: PlanRow,
  result: Settlement['result'],
  seq: number,
  now: number,
): Promise<Settlement | null> {
  return db.transaction(async (tx) => {
    if (!(await markSettled(tx, plan.id, result, seq, now))) return null
    return pay(tx, { ...plan, revenueCredited: 0 }, result, 0, now)
  })
}

/**
 * A settled plan whose match moved on (`seq`) after it was settled, within the correction window: when the
 * result that match now gives differs, the next settlement round moves the coins to agree with it. A result
 * that became a refund (a hit corrected to a miss of a refund-if-miss plan, a void) refunds every buyer not
 * refunded yet and takes the expert's share back; one that stopped being a refund pays the expert his share
 * and leaves the buyers their refunds. Null when the result stands or another pass got there first.
 */
export async function resettlePlan(
  db: Database,
  plan: PlanRow,
  result: Settlement['result'],
  seq: number,
  now: number,
): Promise<Settlement | null> {
  return db.transaction(async (tx) => {
    if (!(await markRechecked(tx, plan, result, seq))) return null
    if (result === plan.result) return null
    return pay(tx, plan, result, plan.settleRound + 1, now)
  })
}

/** The coins of a plan's settlement round `round` within `tx`: refunds, then the expert's share. */
async function pay(
  tx: Database,
  plan: PlanRow,
  result: Settlement['result'],
  round: number,
  now: number,
): Promise<Settlement> {
  const refund = result === 'void' || (result === 'miss' && plan.refundIfMiss)
  const refunded = refund ? await refundOrders(tx, plan.id, result === 'void' ? 'void' : 'miss', now) : new Map()
  const target = refund ? 0 : await shareOfSales(tx, plan.id)
  const revenue = await moveRevenue(tx, plan, { credited: plan.revenueCredited, target, round }, now)
  if (revenue.moved !== 0) await setRevenueCredited(tx, plan.id, plan.revenueCredited + revenue.moved)
  const buyers = (await buyersOf(tx, plan.id)).map(({ userId, refunded: before }) => {
    const back = refunded.get(userId) ?? 0
    return { userId, refunded: back, kept: back > 0 ? 0 : before }
  })
  return {
    planId: plan.id,
    title: plan.title,
    result,
    corrected: round > 0,
    buyers,
    revenue: revenue.moved,
    unrecovered: revenue.unrecovered,
  }
}

/** Settles every few seconds until stopped; `onSettled` hears each pass's settlements (buyers' notices). */
export function startSettlement(options: {
  db: Database
  now?: () => number
  intervalMs?: number
  log: { error: (o: object, m: string) => void; info: (o: object, m: string) => void }
  onSettled?: (settled: Settlement[]) => void
}) {
  const now = options.now ?? Date.now
  return repeatEvery(
    options.intervalMs ?? 5000,
    async () => {
      const settled = await settleEndedMatches(options.db, now())
      if (settled.length > 0) {
        options.log.info({ plans: settled.length }, 'plans settled')
        for (const { planId, unrecovered } of settled)
          if (unrecovered > 0)
            options.log.error(
              { planId, unrecovered },
              "a corrected plan's revenue could not be taken back in full: the expert's balance was short",
            )
        options.onSettled?.(settled)
      }
    },
    (error) => options.log.error({ err: error }, 'plan settlement failed; retrying on the next pass'),
  )
}
