import { randomBytes } from 'node:crypto'
import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
import { beijingDay } from '../../protocol/calendar'
import { PAYMENT_MESSAGES } from '../../protocol/messages/payments'
import type { CoinPackage, RechargeOrder } from '../../protocol/payments'
import { yuan } from '../../protocol/payments'
import { creditCommission } from '../channel/commissions'
import type { Database } from '../db/client'
import { move } from '../ledger/ledger'
import { type RechargeOrderRow, rechargeOrders } from './tables'

// The owner of `recharge_orders`: an order is created for a package (the server's price), marked paying
// when the cashier opens, credited exactly once when the payment is confirmed (notification, return or
// query, whichever comes first: the status moves only from an open state, and the ledger key
// `recharge:{order}` moves the coins once), or closed when it times out or the cashier says so.

export const RECHARGE_LEDGER_KIND = 'recharge'

/** An out_trade_no: R, the Beijing day, 12 random hex digits (unguessable; 64 characters at most for Alipay). */
function newOrderId(now: number): string {
  return `R${beijingDay(now).replaceAll('-', '')}${randomBytes(6).toString('hex')}`
}

export function toOrder(row: RechargeOrderRow): RechargeOrder {
  return {
    orderId: row.id,
    packageId: row.packageId,
    price: yuan(row.cents),
    coins: row.coins,
    bonus: row.bonus,
    status: row.status,
    createdAt: row.createdAt,
    creditedAt: row.creditedAt,
    closedAt: row.closedAt,
  }
}

export async function orderRow(db: Database, id: string): Promise<RechargeOrderRow | null> {
  const [row] = await db.select().from(rechargeOrders).where(eq(rechargeOrders.id, id))
  return row ?? null
}

export async function openOrderCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.userId, userId), inArray(rechargeOrders.status, ['created', 'paying'])))
  return Number(row?.n ?? 0)
}

/** A new order for a package, or the one this request made already (a retried click). */
export async function createOrder(
  db: Database,
  order: { userId: number; pkg: CoinPackage; requestId: string; provider: string },
  now: number,
): Promise<RechargeOrderRow> {
  const { userId, pkg, requestId, provider } = order
  await db
    .insert(rechargeOrders)
    .values({
      id: newOrderId(now),
      userId,
      packageId: pkg.id,
      cents: pkg.cents,
      coins: pkg.coins,
      bonus: pkg.bonus,
      provider,
      status: 'created',
      requestId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [rechargeOrders.userId, rechargeOrders.requestId] })
  const [row] = await db
    .select()
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.requestId, requestId)))
  if (!row) throw new Error('recharge order vanished')
  return row
}

export async function markPaying(db: Database, id: string, now: number): Promise<void> {
  await db
    .update(rechargeOrders)
    .set({ status: 'paying', payingAt: now })
    .where(and(eq(rechargeOrders.id, id), eq(rechargeOrders.status, 'created')))
}

/**
 * Credits a paid order: status credited and the coins (package and bonus) into the ledger, in one
 * transaction. False when it was credited already (a repeated notification, the return after it). A
 * payment confirmed for an order closed here (paid just before the time-out) is still credited: the money
 * was taken.
 */
export async function creditOrder(db: Database, id: string, tradeNo: string, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(rechargeOrders)
      .set({ status: 'credited', tradeNo, creditedAt: now })
      .where(and(eq(rechargeOrders.id, id), inArray(rechargeOrders.status, ['created', 'paying', 'closed'])))
      .returning()
    if (!row) return false
    await move(tx, {
      userId: row.userId,
      amount: row.coins + row.bonus,
      kind: RECHARGE_LEDGER_KIND,
      details: PAYMENT_MESSAGES.ledgerRecharge.id,
      idempotencyKey: `recharge:${row.id}`,
      at: now,
    })
    await creditCommission(tx, row, now)
    return true
  })
}

/** Closes an open order (time-out, or the cashier says it was closed); false when it was not open. */
export async function closeOrder(db: Database, id: string, now: number): Promise<boolean> {
  const closed = await db
    .update(rechargeOrders)
    .set({ status: 'closed', closedAt: now })
    .where(and(eq(rechargeOrders.id, id), inArray(rechargeOrders.status, ['created', 'paying'])))
    .returning({ id: rechargeOrders.id })
  return closed.length > 0
}

export async function markQueried(db: Database, id: string, now: number): Promise<void> {
  await db.update(rechargeOrders).set({ queriedAt: now }).where(eq(rechargeOrders.id, id))
}

/** Open orders to ask the cashier about: paying and not asked within `queryAfterMs`, or older than `closeBefore`. */
export async function ordersToReconcile(db: Database, now: number, queryAfterMs: number, closeBefore: number) {
  return db
    .select()
    .from(rechargeOrders)
    .where(
      and(
        inArray(rechargeOrders.status, ['created', 'paying']),
        or(
          lt(rechargeOrders.createdAt, closeBefore),
          and(
            eq(rechargeOrders.status, 'paying'),
            lt(rechargeOrders.payingAt, now - queryAfterMs),
            or(sql`${rechargeOrders.queriedAt} IS NULL`, lt(rechargeOrders.queriedAt, now - queryAfterMs)),
          ),
        ),
      ),
    )
    .orderBy(rechargeOrders.createdAt)
    .limit(200)
}

export async function ordersOfUser(db: Database, userId: number, page: { pageIndex: number; pageSize: number }) {
  const where = eq(rechargeOrders.userId, userId)
  const rows = await db
    .select()
    .from(rechargeOrders)
    .where(where)
    .orderBy(desc(rechargeOrders.createdAt))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize)
  const [total] = await db.select({ n: count() }).from(rechargeOrders).where(where)
  return { rows, total: Number(total?.n ?? 0) }
}
