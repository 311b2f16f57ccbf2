import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applyExpertBatch, EXPERT_WRITTEN_TYPES } from './apply-expert-batch'

/** The only writer of the expert cache, one transaction per batch (see startBatchedWriter). */
export function startExpertWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'expert writer',
    bus.on(...EXPERT_WRITTEN_TYPES),
    (batch) => applyExpertBatch(db, batch),
    schedule,
  )
}
