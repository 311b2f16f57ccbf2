import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { ANCHOR_WRITTEN_TYPES, applyAnchorBatch } from './apply-anchor-batch'

/**
 * The only writer of the anchor centre's tables, one transaction per batch (see startBatchedWriter). A lost
 * batch comes back with the next fetch of the page that shows it (every anchor page reloads on reconnect).
 */
export function startAnchorWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'anchor writer',
    bus.on(...ANCHOR_WRITTEN_TYPES),
    (batch) => applyAnchorBatch(db, batch),
    schedule,
  )
}
