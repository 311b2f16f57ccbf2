import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applyMallBatch, MALL_WRITTEN_TYPES } from './apply-mall-batch'

/** The only writer of the mall cache, one transaction per batch. */
export function startMallWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'mall writer',
    bus.on(...MALL_WRITTEN_TYPES),
    (batch) => applyMallBatch(db, batch),
    schedule,
  )
}
