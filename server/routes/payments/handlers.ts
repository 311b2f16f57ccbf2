import type { PAYMENT_CALLS } from '../../../protocol/calls/payments'
import { PAYMENT_MESSAGES } from '../../../protocol/messages/payments'
import { COIN_PACKAGES, coinPackageById, PAYMENT_LIMITS, yuan } from '../../../protocol/payments'
import { CallError } from '../../http/call-error'
import { requireMayRecharge } from '../../ledger/spending'
import { createOrder, markPaying, openOrderCount, orderRow, ordersOfUser, toOrder } from '../../payments/orders'
import { confirmWithCashier } from '../../payments/recharge'
import { requireSession } from '../context'
import type { Handler, HandlersOf } from '../handler'
import { NOTIFY_PATH, RETURN_PATH } from './provider-routes'

/** A paying order is asked about at most this often when its page polls it. */
const RECHECK_MS = 5000

export const goldList: Handler<'goldList'> = async (_input, { auth }) => ({
  available: auth.services.payments !== null,
  list: COIN_PACKAGES.map((p) => ({ id: p.id, price: yuan(p.cents), coins: p.coins, bonus: p.bonus })),
})

export const payByAlipay: Handler<'payByAlipay'> = async ({ packageId, requestId }, { db, auth }) => {
  const { userId } = requireSession(auth)
  const provider = auth.services.payments
  if (!provider) throw new CallError(503, PAYMENT_MESSAGES.payUnavailable)
  const pkg = coinPackageById(packageId)
  if (!pkg) throw new CallError(400, PAYMENT_MESSAGES.packageUnknown)
  const now = auth.now()
  // Who may recharge (GIFTING_RULES): a verified adult; told why not before any order is made.
  await requireMayRecharge(db, auth.services.spending, userId, now)
  const order = await createOrder(db, { userId, pkg, requestId, provider: provider.name }, now)
  if (order.createdAt === now && (await openOrderCount(db, userId)) > PAYMENT_LIMITS.openOrdersMax) {
    // Over the limit: this new order is not handed to the cashier (it closes with the time-out job).
    throw new CallError(429, PAYMENT_MESSAGES.tooManyOpenOrders)
  }
  if (order.status === 'credited' || order.status === 'closed') return { order: toOrder(order), payUrl: '' }
  await markPaying(db, order.id, now)
  const subject = `Scorecast ${pkg.coins + pkg.bonus} 金币`
  // A real cashier needs PUBLIC_URL (the config refuses Alipay without it); the development cashier
  // notifies over loopback and returns to a path, so the request's own origin only labels its order.
  const origin = auth.services.publicUrl ?? auth.origin
  const address = provider.pagePayUrl(
    { orderId: order.id, amount: yuan(order.cents), subject },
    { notifyUrl: `${origin}${NOTIFY_PATH}`, returnUrl: `${origin}${RETURN_PATH}` },
  )
  // The development cashier is a page of this server, wherever the browser reaches it.
  const payUrl = provider.name === 'dev-alipay' ? sameServer(address, auth.origin) : address
  return { order: toOrder((await orderRow(db, order.id)) ?? order), payUrl }
}

function sameServer(address: string, origin: string): string {
  const url = new URL(address)
  const target = new URL(origin)
  url.protocol = target.protocol
  url.host = target.host
  return url.toString()
}

export const rechargeOrder: Handler<'rechargeOrder'> = async ({ orderId }, { db, auth }) => {
  const { userId } = requireSession(auth)
  const order = await orderRow(db, orderId)
  if (!order || order.userId !== userId) throw new CallError(404, PAYMENT_MESSAGES.orderNotFound)
  const provider = auth.services.payments
  const now = auth.now()
  const stale = order.queriedAt === null || order.queriedAt < now - RECHECK_MS
  if (provider && order.status === 'paying' && stale) return toOrder(await confirmWithCashier(db, provider, order, now))
  return toOrder(order)
}

export const rechargeOrders: Handler<'rechargeOrders'> = async ({ pageIndex }, { db, auth }) => {
  const { userId } = requireSession(auth)
  const { rows, total } = await ordersOfUser(db, userId, { pageIndex, pageSize: 20 })
  return { list: rows.map(toOrder), total }
}

export const PAYMENT_HANDLERS: HandlersOf<typeof PAYMENT_CALLS> = {
  goldList,
  payByAlipay,
  rechargeOrder,
  rechargeOrders,
}
