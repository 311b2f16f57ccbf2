import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applyVideoBatch, VIDEO_WRITTEN_TYPES } from './apply-video-batch'

/** The only writer of the video cache, one transaction per batch. */
export function startVideoWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'video writer',
    bus.on(...VIDEO_WRITTEN_TYPES),
    (batch) => applyVideoBatch(db, batch),
    schedule,
  )
}
