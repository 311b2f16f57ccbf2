import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { ARTICLE_WRITTEN_TYPES, applyArticleBatch } from './apply-article-batch'

/** The only writer of the article cache, one transaction per batch. */
export function startArticleWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'article writer',
    bus.on(...ARTICLE_WRITTEN_TYPES),
    (batch) => applyArticleBatch(db, batch),
    schedule,
  )
}
