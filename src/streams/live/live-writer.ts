import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applyLiveBatch, LIVE_WRITTEN_TYPES } from './apply-live-batch'

/**
 * The only writer of live-room data, one transaction per batch (see startBatchedWriter). Gap fetches and
 * gift effects are asked for only after the commit, so an effect never plays for a line that failed to store
 * and a history fetch never races the lines that revealed the gap.
 */
export function startLiveWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'live writer',
    bus.on(...LIVE_WRITTEN_TYPES),
    async (batch) => {
      const outcome = await applyLiveBatch(db, batch)
      for (const gap of outcome.gaps) bus.emit({ type: 'chat/gap', ...gap })
      for (const played of outcome.liveGifts) bus.emit({ type: 'chat/gifts-played', ...played })
    },
    schedule,
  )
}
