import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applySearchBatch, SEARCH_WRITTEN_TYPES } from './apply-search-batch'

/** The only writer of the search tables, one transaction per batch. */
export function startSearchWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'search writer',
    bus.on(...SEARCH_WRITTEN_TYPES),
    (batch) => applySearchBatch(db, batch),
    schedule,
  )
}
