import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import { balanceOf } from '../../auth/users'
import { hasBoughtFrom, orderOf, planOrdersPage, priceFor, purchasePlan } from '../../experts/orders'
import { planCards, planDetailOf, planJoinRow, plansByIds } from '../../experts/read'
import type { PlanRow } from '../../experts/tables'
import { CallError } from '../../http/call-error'
import { InsufficientGoldError } from '../../ledger/ledger'
import { requireSession } from '../context'
import type { Handler } from '../handler'
import { viewerOf } from './public'

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
      charged = (await purchasePlan(db, row.plan, userId, requestId, auth.services.spending, now)).charged
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
  const { orders, total } = await planOrdersPage(db, userId, pageIndex)
  const ids = orders.map((order) => order.planId)
  const rows = await plansByIds(db, ids)
  const cards = new Map((await planCards(db, rows, viewerOf(auth))).map((card) => [card.id, card]))
  return {
    total,
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
