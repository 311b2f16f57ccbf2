import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import type { RedemptionStatus } from '../../protocol/mall'
import { MALL_MESSAGES } from '../../protocol/messages/mall'
import { lockBalance } from '../auth/users'
import type { Database } from '../db/client'
import { isUniqueViolation } from '../db/errors'
import { move } from '../ledger/ledger'
import { unspentBonus } from '../ledger/spending'
import { BUILT_IN_PRODUCTS, productPicture } from './catalogue'
import { type MallOrderRow, mallOrderEvents, mallOrders, mallProducts } from './tables'

// The owner of the mall's tables. A redemption is one transaction: the order, the inventory (taken only
// while enough is left, so concurrent redemptions can never oversell) and the coins through the ledger. A
// charge-back returns both, exactly once (the ledger key and the status move from a chargeable state).

export const MALL_LEDGER_KINDS = { redeemed: 'mallRedeemed', chargedBack: 'mallChargedBack' } as const

/** Stores the built-in products that are missing (by slug); returns how many were added. */
export async function storeBuiltInProducts(db: Database, now: number): Promise<number> {
  const added = await db
    .insert(mallProducts)
    .values(BUILT_IN_PRODUCTS.map((p, sort) => ({ ...p, picture: productPicture(p.slug), releasedAt: now, sort })))
    .onConflictDoNothing({ target: mallProducts.slug })
    .returning({ id: mallProducts.id })
  return added.length
}

export class SoldOutError extends Error {
  override name = 'SoldOutError'
}

/** The coins a physical product needs are not there once registration's bonus is set aside. */
export class BonusNotRedeemableError extends Error {
  override name = 'BonusNotRedeemableError'
}

type Redemption = {
  productId: number
  userId: number
  quantity: number
  recipient: string
  address: string
  contact: string
  requestId: string
}

/**
 * Redeems within one transaction: the order (a retried request finds its first order), the inventory (a
 * conditional decrement: SoldOutError when not enough is left) and the debit (InsufficientGoldError rolls
 * everything back). The price is the product's, read in the same statement that takes the inventory.
 */
export async function redeem(
  db: Database,
  r: Redemption,
  now: number,
): Promise<{ order: MallOrderRow; created: boolean }> {
  try {
    return await redeemOnce(db, r, now)
  } catch (error) {
    // Retries of one request that raced: the first one's order stands (its unique request id refused the
    // others' insert, and their transactions rolled back); they answer with it.
    if (!isUniqueViolation(error)) throw error
    const existing = await orderOfRequest(db, r)
    if (!existing) throw error
    return { order: existing, created: false }
  }
}

async function orderOfRequest(db: Database, r: Pick<Redemption, 'userId' | 'requestId'>) {
  const [existing] = await db
    .select()
    .from(mallOrders)
    .where(and(eq(mallOrders.userId, r.userId), eq(mallOrders.requestId, r.requestId)))
  return existing ?? null
}

async function redeemOnce(
  db: Database,
  r: Redemption,
  now: number,
): Promise<{ order: MallOrderRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await orderOfRequest(tx, r)
    if (existing) return { order: existing, created: false }
    const [taken] = await tx
      .update(mallProducts)
      .set({
        inventory: sql`${mallProducts.inventory} - ${r.quantity}`,
        redeemed: sql`${mallProducts.redeemed} + ${r.quantity}`,
      })
      .where(
        and(eq(mallProducts.id, r.productId), eq(mallProducts.onSale, true), gte(mallProducts.inventory, r.quantity)),
      )
      .returning({ price: mallProducts.price, category: mallProducts.category })
    if (!taken) throw new SoldOutError(`product ${r.productId}`)
    const coins = taken.price * r.quantity
    // Physical goods are paid from coins the user bought or earned, never from registration's bonus.
    if (taken.category === 'physical') {
      const balance = await lockBalance(tx, r.userId)
      if (balance - (await unspentBonus(tx, r.userId)) < coins) throw new BonusNotRedeemableError(`user ${r.userId}`)
    }
    const [order] = await tx
      .insert(mallOrders)
      .values({ ...r, coins, status: 'inProgress', createdAt: now, updatedAt: now })
      .returning()
    if (!order) throw new Error('mall order insert returned nothing')
    await move(tx, {
      userId: r.userId,
      amount: -coins,
      kind: MALL_LEDGER_KINDS.redeemed,
      details: MALL_MESSAGES.ledgerRedeemed.id,
      idempotencyKey: `mall:${order.id}`,
      at: now,
    })
    await tx.insert(mallOrderEvents).values({ orderId: order.id, actorId: r.userId, action: 'redeem', at: now })
    return { order, created: true }
  })
}

/** The note a blind-box prize order carries, so staff see where it came from. */
export const PRIZE_ORDER_NOTE = '盲盒奖品'

type PrizeOrder = {
  productSlug: string
  userId: number
  recipient: string
  contact: string
  /** Unique per user among mall orders (the draw's own request id, prefixed). */
  requestId: string
}

/**
 * A virtual mall item won in a blind box, inside the draw's transaction `tx`: a redemption order of one,
 * taken from the inventory like a redemption (never oversold) but costing no coins (the box was paid), in
 * progress for staff to fulfil on the mall console. Null when the product is not on sale, not virtual, or
 * out of stock.
 */
export async function placePrizeOrder(tx: Database, p: PrizeOrder, now: number): Promise<MallOrderRow | null> {
  const [taken] = await tx
    .update(mallProducts)
    .set({ inventory: sql`${mallProducts.inventory} - 1`, redeemed: sql`${mallProducts.redeemed} + 1` })
    .where(
      and(
        eq(mallProducts.slug, p.productSlug),
        eq(mallProducts.onSale, true),
        eq(mallProducts.category, 'virtual'),
        gte(mallProducts.inventory, 1),
      ),
    )
    .returning({ id: mallProducts.id })
  if (!taken) return null
  const [order] = await tx
    .insert(mallOrders)
    .values({
      productId: taken.id,
      userId: p.userId,
      quantity: 1,
      coins: 0,
      status: 'inProgress',
      recipient: p.recipient,
      address: '',
      contact: p.contact,
      note: PRIZE_ORDER_NOTE,
      requestId: p.requestId,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!order) throw new Error('prize order insert returned nothing')
  await tx.insert(mallOrderEvents).values({ orderId: order.id, actorId: p.userId, action: 'prize', at: now })
  return order
}

export type StaffAction =
  | { action: 'review' }
  | { action: 'redeem'; trackingNo: string | null; cardNo: string | null }
  | { action: 'chargeBack'; note: string }

const FROM: Record<StaffAction['action'], RedemptionStatus[]> = {
  review: ['inProgress'],
  redeem: ['inProgress', 'review'],
  chargeBack: ['inProgress', 'review'],
}

/**
 * A staff member's step on an order, with its audit row: take it into review, mark it redeemed (with the
 * tracking or card number), or charge it back (the coins and the inventory return once). Null when the
 * order is not in a state that allows the step.
 */
export async function staffAct(
  db: Database,
  orderId: number,
  actorId: number,
  step: StaffAction,
  now: number,
): Promise<MallOrderRow | null> {
  return db.transaction(async (tx) => {
    const status: RedemptionStatus =
      step.action === 'review' ? 'review' : step.action === 'redeem' ? 'redeemed' : 'chargedBack'
    const [order] = await tx
      .update(mallOrders)
      .set({
        status,
        updatedAt: now,
        ...(step.action === 'redeem' ? { trackingNo: step.trackingNo, cardNo: step.cardNo } : {}),
        ...(step.action === 'chargeBack' ? { note: step.note } : {}),
      })
      .where(and(eq(mallOrders.id, orderId), inArray(mallOrders.status, FROM[step.action])))
      .returning()
    if (!order) return null
    if (step.action === 'chargeBack') {
      await tx
        .update(mallProducts)
        .set({
          inventory: sql`${mallProducts.inventory} + ${order.quantity}`,
          redeemed: sql`${mallProducts.redeemed} - ${order.quantity}`,
        })
        .where(eq(mallProducts.id, order.productId))
      // A prize order cost no coins: only the item goes back.
      if (order.coins > 0)
        await move(tx, {
          userId: order.userId,
          amount: order.coins,
          kind: MALL_LEDGER_KINDS.chargedBack,
          details: MALL_MESSAGES.ledgerChargedBack.id,
          idempotencyKey: `mall-back:${order.id}`,
          at: now,
        })
    }
    const note =
      step.action === 'chargeBack' ? step.note : step.action === 'redeem' ? (step.trackingNo ?? step.cardNo) : null
    await tx.insert(mallOrderEvents).values({ orderId, actorId, action: step.action, note, at: now })
    return order
  })
}
