import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'

/** The only writer of the site's documents in the cache, one transaction per batch. */
export function startSiteWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'site writer',
    bus.on('site/document'),
    async (batch) => {
      await db.siteDocuments.bulkPut(
        batch.map((e) => ({ id: e.id, locale: e.locale, document: e.document, fetchedAt: e.at })),
      )
    },
    schedule,
  )
}
