import { and, eq, inArray, isNotNull, or } from 'drizzle-orm'
import { settlePrediction } from '../../protocol/experts'
import { EXPERT_MESSAGES } from '../../protocol/messages/expert'
import type { Database } from '../db/client'
import { letOthersIn, repeatEvery } from '../jobs/repeat'
import { matches } from '../matches/tables'
import { buyersOf, creditRevenue, refundOrders } from './orders'
import { markSettled, refuseLatePlans } from './plans'
import { expertPlans, type PlanRow } from './tables'

/** What settling a plan did, for the buyers' notices and the bench. */
export type Settlement = {
  planId: number
  title: string
  result: 'hit' | 'miss' | 'void'
  /** Every buyer, with the coins refunded to them (0: none). */
  buyers: { userId: number; refunded: number }[]
  revenue: number
}

/** Most plans one pass settles (the next pass takes the rest). */
const PASS_LIMIT = 2000

/**
 * Settles every published plan whose match has ended (closed, or cancelled/postponed: void), each in its
 * own transaction: the result, then either every buyer's refund (a void match, or a miss of a
 * refund-if-miss plan) or the expert's share of the sales. Safe to run twice, on two servers or after a
 * crash midway: the result is set only from 'pending', and each ledger movement has its own key. Plans
 * still under review whose match has started are refused (they can no longer be published).
 */
export async function settleEndedMatches(db: Database, now: number): Promise<Settlement[]> {
  const due = await db
    .select({ plan: expertPlans, match: matches })
    .from(expertPlans)
    .innerJoin(matches, eq(matches.id, expertPlans.matchId))
    .where(
      and(
        eq(expertPlans.result, 'pending'),
        isNotNull(expertPlans.releasedAt),
        or(eq(matches.status, 'closed'), inArray(matches.phase, ['cancelled', 'postponed'])),
      ),
    )
    .orderBy(expertPlans.id)
    .limit(PASS_LIMIT)
  const settled: Settlement[] = []
  for (const { plan, match } of due) {
    await letOthersIn()
    const result = settlePrediction(plan, match)
    const done = await settlePlan(db, plan, result, now)
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

export async function settlePlan(
  db: Database,
  plan: PlanRow,
  result: Settlement['result'],
  now: number,
): Promise<Settlement | null> {
  return db.transaction(async (tx) => {
    if (!(await markSettled(tx, plan.id, result, now))) return null
    const refund = result === 'void' || (result === 'miss' && plan.refundIfMiss)
    if (refund) await refundOrders(tx, plan.id, result === 'void' ? 'void' : 'miss', now)
    const revenue = refund ? 0 : await creditRevenue(tx, plan, now)
    return { planId: plan.id, title: plan.title, result, buyers: await buyersOf(tx, plan.id), revenue }
  })
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
        options.onSettled?.(settled)
      }
    },
    (error) => options.log.error({ err: error }, 'plan settlement failed; retrying on the next pass'),
  )
}
