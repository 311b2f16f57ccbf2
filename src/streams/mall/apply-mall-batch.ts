import type { ScorecastDB } from '../../db/database'
import { OWN_MALL_KINDS } from '../../db/mall-rows'
import type { BusEventOf } from '../core/bus'

export const MALL_WRITTEN_TYPES = ['mall/cache', 'account/signed-out', 'session/expired'] as const
export type MallWrittenEvent = BusEventOf<(typeof MALL_WRITTEN_TYPES)[number]>

/** Stores a batch in one transaction; the user's own answers (orders, the staff lists) go at sign-out. */
export function applyMallBatch(db: ScorecastDB, batch: readonly MallWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.mallCache], async () => {
    for (const event of batch) {
      if (event.type === 'mall/cache')
        await db.mallCache.put({ key: event.key, kind: event.kind, data: event.data, fetchedAt: event.at })
      else
        await db.mallCache
          .where('kind')
          .anyOf([...OWN_MALL_KINDS])
          .delete()
    }
  })
}
