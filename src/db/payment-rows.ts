import type { RechargeOrder } from '../../protocol/payments'

/** A coin package as the server prices it; `available` false when this server takes no payments. */
export type CoinPackageRow = {
  id: string
  price: string
  coins: number
  bonus: number
  available: boolean
  order: number
}

export type RechargeOrderRow = RechargeOrder
