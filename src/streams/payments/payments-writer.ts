import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applyPaymentsBatch, PAYMENTS_WRITTEN_TYPES } from './apply-payments-batch'

/** The only writer of the packages and recharge orders in the cache, one transaction per batch. */
export function startPaymentsWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'payments writer',
    bus.on(...PAYMENTS_WRITTEN_TYPES),
    (batch) => applyPaymentsBatch(db, batch),
    schedule,
  )
}
