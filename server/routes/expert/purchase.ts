import { count, desc, eq, inArray } from 'drizzle-orm'
import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import { users } from '../../auth/tables'
import { buyPlan, hasBoughtFrom, orderOf, priceFor } from '../../experts/orders'
import { planCards, planDetailOf, planJoinRow, selectPlans } from '../../experts/read'
import { expertPlans, type PlanRow, planOrders } from '../../experts/tables'
import { CallError } from '../../http/call-error'
import { InsufficientGoldError } from '../../ledger/ledger'
import { requireSession } from '../context'
import type { Handler } from '../handler'
import { viewerOf } from './public'

async function balanceOf(db: Parameters<Handler<'checkGold'>>[1]['db'], userId: number): Promise<number> {
  const [row] = await db.select({ gold: users.gold }).from(users).where(eq(users.id, userId))
  return row?.gold ?? 0
}

/** On sale: published, and its match has not started (a plan is bought before kick-off). */
function onSale(plan: PlanRow, matchStatus: string, matchTime: number, now: number): boolean {
  return plan.status === 'published' && matchStatus === 'notStarted' && matchTime > now
}

export const checkGold: Handler<'checkGold'> = async ({ planId }, { db, auth }) => {
  const { userId } = requireSession(auth)
  const row = await planJoinRow(db, planId)
  if (!row || row.plan.releasedAt === null) throw new CallError(404, EXPERT_MESSAGES.planNotFound)
  const purchased = (await orderOf(db, planId, userId)) !== null || row.plan.expertId === userId
  const firstOrder = !(await hasBoughtFrom(db, userId, row.plan.expertId))
  const price = priceFor(row.plan, firstOrder)
  const balance = await balanceOf(db, userId)
  return {
    price,
    firstOrder: firstOrder && row.plan.firstOrderPrice !== null,
    balance,
    enough: balance >= price,
    purchased,
  }
}

/**
 * Buys a plan (§7 /orderpay/goldExpertPlan): the price is the server's (first-order discount applied), the
 * coins move through the ledger in the order's transaction, and buying again (a retry, a second click)
 * answers the unlocked plan without charging twice.
 */
export const goldExpertPlan: Handler<'goldExpertPlan'> = async ({ planId, requestId }, { db, auth }) => {
  const { userId } = requireSession(auth)
  const row = await planJoinRow(db, planId)
  if (!row || row.plan.releasedAt === null) throw new CallError(404, EXPERT_MESSAGES.planNotFound)
  if (row.plan.expertId === userId) throw new CallError(400, EXPERT_MESSAGES.ownPlan)
  const now = auth.now()
  let charged = 0
  const existing = await orderOf(db, planId, userId)
  if (!existing) {
    if (!onSale(row.plan, row.matchStatus, row.matchTime, now)) throw new CallError(400, EXPERT_MESSAGES.planNotOnSale)
    try {
      charged = (await db.transaction((tx) => buyPlan(tx, row.plan, userId, requestId, auth.services.spending, now)))
        .charged
    } catch (error) {
      if (error instanceof InsufficientGoldError) throw new CallError(400, EXPERT_MESSAGES.goldInsufficient)
      throw error
    }
  }
  const fresh = (await planJoinRow(db, planId)) ?? row
  return { plan: await planDetailOf(db, fresh, viewerOf(auth)), balance: await balanceOf(db, userId), charged }
}

export const userExpertPlanOrderPC: Handler<'userExpertPlanOrderPC'> = async ({ pageIndex }, { db, auth }) => {
  const { userId } = requireSession(auth)
  const size = 20
  const orders = await db
    .select()
    .from(planOrders)
    .where(eq(planOrders.userId, userId))
    .orderBy(desc(planOrders.id))
    .limit(size)
    .offset((pageIndex - 1) * size)
  const [total] = await db.select({ n: count() }).from(planOrders).where(eq(planOrders.userId, userId))
  const ids = orders.map((order) => order.planId)
  const rows = ids.length === 0 ? [] : await selectPlans(db).where(inIds(ids))
  const cards = new Map((await planCards(db, rows, viewerOf(auth))).map((card) => [card.id, card]))
  return {
    total: Number(total?.n ?? 0),
    list: orders.flatMap((order) => {
      const plan = cards.get(order.planId)
      return plan
        ? [
            {
              orderId: order.id,
              plan,
              pricePaid: order.pricePaid,
              at: order.at,
              refunded: order.refunded,
              refundedAt: order.refundedAt,
            },
          ]
        : []
    }),
  }
}

function inIds(ids: number[]) {
  return inArray(expertPlans.id, ids)
}
