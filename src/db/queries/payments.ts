import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../instance'
import type { CoinPackageRow, RechargeOrderRow } from '../payment-rows'

/** The coin packages in the server's order; empty until loaded. */
export function useCoinPackages(): CoinPackageRow[] | undefined {
  return useLiveQuery(
    () =>
      db.coinPackages
        .orderBy('id')
        .toArray()
        .then((rows) => rows.sort((a, b) => a.order - b.order)),
    [],
  )
}

/** One recharge order as last read; null when not loaded. */
export function useRechargeOrder(orderId: string | null): RechargeOrderRow | null | undefined {
  return useLiveQuery(async () => (orderId ? ((await db.rechargeOrders.get(orderId)) ?? null) : null), [orderId])
}
