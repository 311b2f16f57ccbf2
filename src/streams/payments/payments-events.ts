import type { RechargeOrder } from '../../../protocol/payments'
import type { CoinPackageRow } from '../../db/payment-rows'

/** Coin recharge's bus events; the payments writer stores them. */
export type PaymentsEvent =
  | { type: 'payments/packages'; list: Omit<CoinPackageRow, 'available' | 'order'>[]; available: boolean }
  | { type: 'payments/order'; order: RechargeOrder }
