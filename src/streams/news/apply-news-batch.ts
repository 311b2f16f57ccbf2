import type { ScorecastDB } from '../../db/database'
import type { BusEventOf } from '../core/bus'

export const NEWS_WRITTEN_TYPES = ['news/cache'] as const
export type NewsWrittenEvent = BusEventOf<(typeof NEWS_WRITTEN_TYPES)[number]>

/** Stores a batch in one transaction. The news is public: it stays across sign-outs, for reading offline. */
export function applyNewsBatch(db: ScorecastDB, batch: readonly NewsWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.newsCache], async () => {
    for (const event of batch)
      await db.newsCache.put({ key: event.key, kind: event.kind, data: event.data, fetchedAt: event.at })
  })
}
