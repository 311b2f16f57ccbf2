import type { CallInput } from '../../../protocol/calls'
import type { ProductCategory, RedemptionStatus } from '../../../protocol/mall'
import type { ApiClient } from '../../api/client'
import type { MallCacheData, MallCacheKind } from '../../db/mall-rows'
import { session } from '../account/account-runtime'
import { attempt } from '../account/session-actions'
import type { EventBus } from '../core/bus'
import { type Interest, type ScreenLoad, useLoadInterest } from '../core/interest'
import { app } from '../core/runtime'

// The mall's loads (one call each, stored whole under its key), the hooks screens call, and the actions.

export const mallKeys = {
  products: (category: ProductCategory | null) => `products:${category ?? 'all'}`,
  product: (id: number) => `product:${id}`,
  orders: (pageIndex: number) => `orders:${pageIndex}`,
  redemption: (orderId: number) => `redemption:${orderId}`,
  adminOrders: (status: RedemptionStatus | null) => `adminOrders:${status ?? 'all'}`,
}

function into<K extends MallCacheKind>(
  kind: K,
  key: string,
  fetch: (api: ApiClient, signal: AbortSignal) => Promise<MallCacheData[K]>,
): ScreenLoad {
  return async (api, bus, signal) => {
    const data = await fetch(api, signal)
    bus.emit({ type: 'mall/cache', key, kind, data, at: Date.now() } as Parameters<EventBus['emit']>[0])
  }
}

export const mallLoads = {
  products: (category: ProductCategory | null) =>
    into('products', mallKeys.products(category), (api, signal) =>
      api.call('mallProducts', category ? { category } : {}, { signal }),
    ),
  product: (id: number) =>
    into('product', mallKeys.product(id), (api, signal) => api.call('mallProduct', { productId: id }, { signal })),
  orders: (pageIndex: number) =>
    into('orders', mallKeys.orders(pageIndex), (api, signal) => api.call('mallOrders', { pageIndex }, { signal })),
  adminOrders: (status: RedemptionStatus | null) =>
    into('adminOrders', mallKeys.adminOrders(status), (api, signal) =>
      api.call('mallAdminOrders', status ? { status } : {}, { signal }),
    ),
}

/** While mounted: the loads run (again after a reconnect); `enabled` false loads nothing. */
export function useMallInterest(key: string, enabled: boolean, ...loads: ScreenLoad[]): Interest {
  return useLoadInterest(
    `mall:${key}`,
    enabled
      ? (api, bus, signal) => Promise.all(loads.map((load) => load(api, bus, signal))).then(() => undefined)
      : null,
  )
}

/** Redeems; the order is stored (the success page reads it) and the product's inventory read again. */
export async function redeemProduct(
  input: CallInput<'mallRedeem'>,
): Promise<{ refused: string | null; orderId: number | null }> {
  let orderId: number | null = null
  const refused = await attempt(async () => {
    const redemption = await session.api.call('mallRedeem', input)
    orderId = redemption.orderId
    app.bus.emit({
      type: 'mall/cache',
      key: mallKeys.redemption(redemption.orderId),
      kind: 'redemption',
      data: redemption,
      at: Date.now(),
    })
    await mallLoads.product(input.productId)(session.api, app.bus, new AbortController().signal)
  })
  return { refused, orderId }
}

/** A staff step on an order; the staff list is read again. */
export function actOnOrder(
  input: CallInput<'mallAdminAction'>,
  status: RedemptionStatus | null,
): Promise<string | null> {
  return attempt(async () => {
    await session.api.call('mallAdminAction', input)
    await mallLoads.adminOrders(status)(session.api, app.bus, new AbortController().signal)
  })
}
