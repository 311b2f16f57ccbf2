import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applySocialBatch, SOCIAL_WRITTEN_TYPES } from './apply-social-batch'

/** The only writer of the comment and post cache and the read-later list, one transaction per batch. */
export function startSocialWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'social writer',
    bus.on(...SOCIAL_WRITTEN_TYPES),
    (batch) => applySocialBatch(db, batch),
    schedule,
  )
}
