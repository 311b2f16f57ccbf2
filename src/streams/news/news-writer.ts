import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applyNewsBatch, NEWS_WRITTEN_TYPES } from './apply-news-batch'

/** The only writer of the news cache, one transaction per batch. */
export function startNewsWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'news writer',
    bus.on(...NEWS_WRITTEN_TYPES),
    (batch) => applyNewsBatch(db, batch),
    schedule,
  )
}
