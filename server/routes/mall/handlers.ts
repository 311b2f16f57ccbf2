import type { MALL_CALLS } from '../../../protocol/calls/mall'
import { MALL_MESSAGES } from '../../../protocol/messages/mall'
import { CallError } from '../../http/call-error'
import { InsufficientGoldError } from '../../ledger/ledger'
import { orderRowOf, pageOfOrders, productRow, productsOnSale, redemptionsOf, toProduct } from '../../mall/read'
import { BonusNotRedeemableError, redeem, SoldOutError, staffAct } from '../../mall/store'
import { requireSession } from '../context'
import type { Handler, HandlersOf } from '../handler'

const PAGE_SIZE = 20

export const mallProducts: Handler<'mallProducts'> = async ({ category }, { db }) => ({
  list: await productsOnSale(db, category),
})

export const mallProduct: Handler<'mallProduct'> = async ({ productId }, { db }) => {
  const row = await productRow(db, productId)
  if (!row?.onSale) throw new CallError(404, MALL_MESSAGES.productNotFound)
  return toProduct(row)
}

async function one(db: Parameters<typeof redemptionsOf>[1], row: Parameters<typeof redemptionsOf>[0][number]) {
  const [redemption] = await redemptionsOf([row], db)
  if (!redemption) throw new CallError(404, MALL_MESSAGES.orderNotFound)
  return redemption
}

/** §8 "redemption failed": sold out and short balances say so; anything else is logged and answered generally. */
export const mallRedeem: Handler<'mallRedeem'> = async (input, { db, auth, log }) => {
  const { userId } = requireSession(auth)
  const product = await productRow(db, input.productId)
  if (!product?.onSale) throw new CallError(404, MALL_MESSAGES.productNotFound)
  try {
    const { order } = await redeem(db, { ...input, userId }, auth.now())
    return one(db, order)
  } catch (error) {
    if (error instanceof SoldOutError) throw new CallError(409, MALL_MESSAGES.soldOut)
    if (error instanceof BonusNotRedeemableError) throw new CallError(400, MALL_MESSAGES.bonusNotForGoods)
    if (error instanceof InsufficientGoldError) throw new CallError(400, MALL_MESSAGES.goldInsufficient)
    if (error instanceof CallError) throw error
    log.error({ err: error, userId, productId: input.productId }, 'redemption failed')
    throw new CallError(500, MALL_MESSAGES.redeemFailed)
  }
}

export const mallOrders: Handler<'mallOrders'> = async ({ pageIndex }, { db, auth }) => {
  const { userId } = requireSession(auth)
  const { rows, total } = await pageOfOrders(db, { userId }, { pageIndex, pageSize: PAGE_SIZE })
  return { list: await redemptionsOf(rows, db), total }
}

export const mallAdminOrders: Handler<'mallAdminOrders'> = async ({ pageIndex, status }, { db }) => {
  const { rows, total } = await pageOfOrders(db, { ...(status ? { status } : {}) }, { pageIndex, pageSize: PAGE_SIZE })
  return { list: await redemptionsOf(rows, db), total }
}

export const mallAdminAction: Handler<'mallAdminAction'> = async ({ orderId, action, number, note }, { db, auth }) => {
  const actor = requireSession(auth).userId
  const order = await orderRowOf(db, orderId)
  if (!order) throw new CallError(404, MALL_MESSAGES.orderNotFound)
  if (action === 'redeem' && !number) throw new CallError(400, MALL_MESSAGES.numberRequired)
  const product = await productRow(db, order.productId)
  const step =
    action === 'review'
      ? ({ action } as const)
      : action === 'redeem'
        ? ({
            action,
            trackingNo: product?.category === 'physical' ? (number ?? null) : null,
            cardNo: product?.category === 'virtual' ? (number ?? null) : null,
          } as const)
        : ({ action, note: note ?? '' } as const)
  const after = await staffAct(db, orderId, actor, step, auth.now())
  if (!after) throw new CallError(409, MALL_MESSAGES.actionNotAllowed)
  return one(db, after)
}

export const MALL_HANDLERS: HandlersOf<typeof MALL_CALLS> = {
  mallProducts,
  mallProduct,
  mallRedeem,
  mallOrders,
  mallAdminOrders,
  mallAdminAction,
}
