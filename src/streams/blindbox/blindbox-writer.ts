import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applyBlindBoxBatch, BLIND_BOX_WRITTEN_TYPES } from './apply-blindbox-batch'

/** The only writer of the blind-box cache, one transaction per batch. */
export function startBlindBoxWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'blind box writer',
    bus.on(...BLIND_BOX_WRITTEN_TYPES),
    (batch) => applyBlindBoxBatch(db, batch),
    schedule,
  )
}
