import type { ScorecastDB } from '../../db/database'
import type { BusEventOf } from '../core/bus'

export const PAYMENTS_WRITTEN_TYPES = [
  'payments/packages',
  'payments/order',
  'account/signed-in',
  'account/signed-out',
  'session/expired',
] as const
export type PaymentsWrittenEvent = BusEventOf<(typeof PAYMENTS_WRITTEN_TYPES)[number]>

/**
 * Stores a batch in one transaction: the packages replace the stored ones; orders are the signed-in user's
 * and go when the session ends (an order answered while nobody is signed in is dropped).
 */
export function applyPaymentsBatch(db: ScorecastDB, batch: readonly PaymentsWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.coinPackages, db.rechargeOrders, db.session], async () => {
    let signedIn = (await db.session.get('current')) !== undefined
    for (const event of batch) {
      switch (event.type) {
        case 'payments/packages':
          await db.coinPackages.clear()
          await db.coinPackages.bulkPut(event.list.map((p, order) => ({ ...p, available: event.available, order })))
          break
        case 'payments/order':
          if (signedIn) await db.rechargeOrders.put(event.order)
          break
        case 'account/signed-in':
          // Every start with a stored token signs in again: the orders stay (another user's would have gone
          // at their sign-out, and an order is only ever shown to the user it was fetched for).
          signedIn = true
          break
        case 'account/signed-out':
        case 'session/expired':
          await db.rechargeOrders.clear()
          signedIn = false
          break
      }
    }
  })
}
