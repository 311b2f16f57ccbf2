import type { ScorecastDB } from '../../db/database'
import type { BusEventOf } from '../core/bus'

export const ARTICLE_WRITTEN_TYPES = ['article/cache', 'account/signed-out', 'session/expired'] as const
export type ArticleWrittenEvent = BusEventOf<(typeof ARTICLE_WRITTEN_TYPES)[number]>

/** Stores a batch in one transaction; everything here is the user's own, so a sign-out clears it. */
export function applyArticleBatch(db: ScorecastDB, batch: readonly ArticleWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.articleCache], async () => {
    for (const event of batch) {
      if (event.type === 'article/cache')
        await db.articleCache.put({ key: event.key, kind: event.kind, data: event.data, fetchedAt: event.at })
      else await db.articleCache.clear()
    }
  })
}
