import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applyChannelBatch, CHANNEL_WRITTEN_TYPES } from './apply-channel-batch'

/** The only writer of the channel cache, one transaction per batch. */
export function startChannelWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'channel writer',
    bus.on(...CHANNEL_WRITTEN_TYPES),
    (batch) => applyChannelBatch(db, batch),
    schedule,
  )
}
