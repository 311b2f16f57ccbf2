import type { CallResult } from '../../protocol/calls'
import type { Product, Redemption } from '../../protocol/mall'

/** The mall's answers by kind, stored whole under a key naming the call and its input. */
export type MallCacheData = {
  products: CallResult<'mallProducts'>
  product: Product
  /** The user's own: dropped at sign-out. */
  orders: CallResult<'mallOrders'>
  redemption: Redemption
  adminOrders: CallResult<'mallAdminOrders'>
}
export type MallCacheKind = keyof MallCacheData
export type MallCacheRow<K extends MallCacheKind = MallCacheKind> = {
  key: string
  kind: K
  data: MallCacheData[K]
  fetchedAt: number
}

/** Kinds that belong to the signed-in user (the rest are the public catalogue). */
export const OWN_MALL_KINDS: readonly MallCacheKind[] = ['orders', 'redemption', 'adminOrders']
