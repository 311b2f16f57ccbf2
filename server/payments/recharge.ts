import type { FastifyBaseLogger } from 'fastify'
import { PAYMENT_LIMITS, yuan } from '../../protocol/payments'
import type { Database } from '../db/client'
import { letOthersIn, repeatEvery } from '../jobs/repeat'
import { closeOrder, creditOrder, markQueried, orderRow, ordersToReconcile } from './orders'
import type { PaymentProvider } from './provider'
import type { RechargeOrderRow } from './tables'

// How a payment is confirmed: the cashier's notification (verified signature, app id and amount), the
// browser's return (confirmed by asking the cashier), and the reconciliation job for notifications that
// are late or lost. Whichever comes first credits the order; the others find it credited.

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED'])

export type NotifyOutcome = 'credited' | 'already' | 'waiting' | 'rejected'

/**
 * A notification (Alipay's async notify): answered 'success' unless it is rejected, so the cashier stops
 * repeating it. Rejected: a wrong signature or app id, an unknown order, or an amount that is not the
 * order's (the order is left as it was).
 */
export async function handleNotification(
  db: Database,
  provider: PaymentProvider,
  params: Record<string, string>,
  now: number,
): Promise<NotifyOutcome> {
  if (!provider.verify(params)) return 'rejected'
  const order = await orderRow(db, params.out_trade_no ?? '')
  if (!order || params.total_amount !== yuan(order.cents)) return 'rejected'
  if (!PAID.has(params.trade_status ?? '')) {
    if (params.trade_status === 'TRADE_CLOSED') await closeOrder(db, order.id, now)
    return 'waiting'
  }
  return (await creditOrder(db, order.id, params.trade_no ?? '', now)) ? 'credited' : 'already'
}

/** Asks the cashier about an order and acts on the answer; the order as it is afterwards. */
export async function confirmWithCashier(
  db: Database,
  provider: PaymentProvider,
  order: RechargeOrderRow,
  now: number,
): Promise<RechargeOrderRow> {
  if (order.status === 'credited') return order
  const state = await provider.query(order.id)
  await markQueried(db, order.id, now)
  if (state.status === 'paid' && state.amount === yuan(order.cents)) await creditOrder(db, order.id, state.tradeNo, now)
  else if (state.status === 'closed') await closeOrder(db, order.id, now)
  else if (order.createdAt < now - PAYMENT_LIMITS.payWithinMs) {
    await provider.close(order.id)
    await closeOrder(db, order.id, now)
  }
  return (await orderRow(db, order.id)) ?? order
}

/** One reconciliation pass over open orders: paying ones the cashier has not told about, and expired ones. */
export async function reconcile(db: Database, provider: PaymentProvider, now: number): Promise<number> {
  const due = await ordersToReconcile(db, now, PAYMENT_LIMITS.queryAfterMs, now - PAYMENT_LIMITS.payWithinMs)
  let settled = 0
  for (const order of due) {
    await letOthersIn()
    const after = await confirmWithCashier(db, provider, order, now)
    if (after.status !== order.status) settled++
  }
  return settled
}

export function startReconciliation(options: {
  db: Database
  provider: PaymentProvider
  log: FastifyBaseLogger
  intervalMs?: number
  now?: () => number
}) {
  const now = options.now ?? Date.now
  return repeatEvery(
    options.intervalMs ?? 60_000,
    async () => {
      const changed = await reconcile(options.db, options.provider, now())
      if (changed > 0) options.log.info({ changed }, 'recharge orders reconciled')
    },
    (error) => options.log.error({ err: error }, 'recharge reconciliation failed'),
  )
}
