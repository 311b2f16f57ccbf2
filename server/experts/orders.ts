import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import { EXPERT_LIMITS } from '../../protocol/experts'
import { EXPERT_MESSAGES } from '../../protocol/messages/expert'
import { lockBalance } from '../auth/users'
import type { Database } from '../db/client'
import { move } from '../ledger/ledger'
import { requireSpend, type SpendingRules } from '../ledger/spending'
import { addSale } from './plans'
import { type PlanOrderRow, type PlanRow, planOrders } from './tables'

// The owner of `plan_orders`: purchases through the coin ledger, refunds and the expert's revenue at
// settlement. Ledger keys make every movement happen once: `plan:{planId}` for a buyer's purchase,
// `plan-refund:{orderId}` for its refund, `plan-revenue:{planId}` (and `:{round}` after a corrected result)
// for the expert's share.

export const PLAN_LEDGER_KINDS = {
  purchase: 'planPurchase',
  refund: 'planRefund',
  revenue: 'planRevenue',
} as const

export async function orderOf(db: Database, planId: number, userId: number): Promise<PlanOrderRow | null> {
  const [row] = await db
    .select()
    .from(planOrders)
    .where(and(eq(planOrders.planId, planId), eq(planOrders.userId, userId)))
  return row ?? null
}

/** Every buyer of a plan with the coins refunded to them (0: none). */
export async function buyersOf(db: Database, planId: number): Promise<{ userId: number; refunded: number }[]> {
  return db
    .select({ userId: planOrders.userId, refunded: planOrders.refunded })
    .from(planOrders)
    .where(eq(planOrders.planId, planId))
}

/** Whether the buyer has bought from this expert before (the first-order discount is for the first one). */
export async function hasBoughtFrom(db: Database, userId: number, expertId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(planOrders)
    .where(and(eq(planOrders.userId, userId), eq(planOrders.expertId, expertId)))
  return Number(row?.n ?? 0) > 0
}

/** The price a buyer pays for a plan: the first-order price on their first purchase from the expert. */
export function priceFor(plan: Pick<PlanRow, 'price' | 'firstOrderPrice'>, firstOrder: boolean): number {
  return firstOrder && plan.firstOrderPrice !== null ? plan.firstOrderPrice : plan.price
}

/**
 * Buys a plan within `tx`: the buyer's balance is locked first, so one buyer's purchases are serialized and
 * the first-order discount and the balance are decided on settled facts; then the order (one per buyer and
 * plan: a repeat is answered with the first order) and the debit. Throws InsufficientGoldError (the caller
 * rolls back) when the balance is short.
 */
export async function buyPlan(
  tx: Database,
  plan: PlanRow,
  buyerId: number,
  requestId: string,
  rules: SpendingRules,
  now: number,
): Promise<{ order: PlanOrderRow; charged: number; created: boolean }> {
  await lockBalance(tx, buyerId)
  const existing = await orderOf(tx, plan.id, buyerId)
  if (existing) return { order: existing, charged: 0, created: false }
  const price = priceFor(plan, !(await hasBoughtFrom(tx, buyerId, plan.expertId)))
  const [order] = await tx
    .insert(planOrders)
    .values({ planId: plan.id, userId: buyerId, expertId: plan.expertId, pricePaid: price, requestId, at: now })
    .returning()
  if (!order) throw new Error('order insert returned nothing')
  if (price > 0) await requireSpend(tx, rules, buyerId, price, now)
  if (price > 0)
    await move(tx, {
      userId: buyerId,
      amount: -price,
      kind: PLAN_LEDGER_KINDS.purchase,
      details: EXPERT_MESSAGES.ledgerPlanBought.id,
      idempotencyKey: `plan:${plan.id}`,
      at: now,
    })
  await addSale(tx, plan.id)
  return { order, charged: price, created: true }
}

/**
 * Refunds every paid order of a plan not refunded yet, within `tx`, in order id order: the coins come back
 * through the ledger exactly once per order (its key), however often this runs. Each buyer refunded now,
 * with the coins.
 */
export async function refundOrders(
  tx: Database,
  planId: number,
  reason: 'miss' | 'void',
  now: number,
): Promise<Map<number, number>> {
  const orders = await tx
    .select()
    .from(planOrders)
    .where(and(eq(planOrders.planId, planId), gt(planOrders.pricePaid, 0), eq(planOrders.refunded, 0)))
    .orderBy(planOrders.id)
  for (const order of orders) {
    await move(tx, {
      userId: order.userId,
      amount: order.pricePaid,
      kind: PLAN_LEDGER_KINDS.refund,
      details: reason === 'void' ? EXPERT_MESSAGES.ledgerPlanVoid.id : EXPERT_MESSAGES.ledgerPlanRefund.id,
      idempotencyKey: `plan-refund:${order.id}`,
      at: now,
    })
    await tx.update(planOrders).set({ refunded: order.pricePaid, refundedAt: now }).where(eq(planOrders.id, order.id))
  }
  return new Map(orders.map((order) => [order.userId, order.pricePaid]))
}

/**
 * The expert's share of everything a plan sold, refunded orders included: a refund made on a result a
 * provider later corrected to a hit stays with the buyer, at the portal's cost, not the expert's.
 */
export async function shareOfSales(tx: Database, planId: number): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<number>`coalesce(sum(${planOrders.pricePaid}), 0)::int` })
    .from(planOrders)
    .where(eq(planOrders.planId, planId))
  return Math.floor((Number(row?.paid ?? 0) * EXPERT_LIMITS.expertSharePercent) / 100)
}

/**
 * Brings what the expert holds of a plan's sales from `credited` to `target`, within `tx`: the difference is
 * credited, or, after a correction, taken back as far as the expert's balance goes (the ledger never goes
 * negative; what it could not take is `unrecovered`). One movement per settlement round, by its key:
 * `plan-revenue:{planId}` at the first settlement, `plan-revenue:{planId}:{round}` after each correction.
 * The coins moved (signed).
 */
export async function moveRevenue(
  tx: Database,
  plan: Pick<PlanRow, 'id' | 'expertId'>,
  change: { credited: number; target: number; round: number },
  now: number,
): Promise<{ moved: number; unrecovered: number }> {
  const wanted = change.target - change.credited
  if (wanted === 0) return { moved: 0, unrecovered: 0 }
  const balance = await lockBalance(tx, plan.expertId)
  const amount = wanted > 0 ? wanted : -Math.min(-wanted, balance)
  if (amount !== 0)
    await move(tx, {
      userId: plan.expertId,
      amount,
      kind: PLAN_LEDGER_KINDS.revenue,
      details:
        change.round === 0
          ? EXPERT_MESSAGES.ledgerPlanRevenue.id
          : amount > 0
            ? EXPERT_MESSAGES.ledgerPlanRevenueCorrected.id
            : EXPERT_MESSAGES.ledgerPlanRevenueReversed.id,
      idempotencyKey: change.round === 0 ? `plan-revenue:${plan.id}` : `plan-revenue:${plan.id}:${change.round}`,
      at: now,
    })
  return { moved: amount, unrecovered: amount - wanted }
}

/** buyPlan in a transaction of its own. */
export function purchasePlan(
  db: Database,
  plan: PlanRow,
  userId: number,
  requestId: string,
  rules: SpendingRules,
  now: number,
): ReturnType<typeof buyPlan> {
  return db.transaction((tx) => buyPlan(tx, plan, userId, requestId, rules, now))
}

const ORDERS_PAGE = 20

/** One page of a buyer's plan orders, newest first, with the total. */
export async function planOrdersPage(db: Database, userId: number, pageIndex: number) {
  const orders = await db
    .select()
    .from(planOrders)
    .where(eq(planOrders.userId, userId))
    .orderBy(desc(planOrders.id))
    .limit(ORDERS_PAGE)
    .offset((pageIndex - 1) * ORDERS_PAGE)
  const [total] = await db.select({ n: count() }).from(planOrders).where(eq(planOrders.userId, userId))
  return { orders, total: Number(total?.n ?? 0) }
}
