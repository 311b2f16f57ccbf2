import { OWN_BLIND_BOX_KINDS } from '../../db/blindbox-rows'
import type { ScorecastDB } from '../../db/database'
import type { BusEventOf } from '../core/bus'

export const BLIND_BOX_WRITTEN_TYPES = ['blindBox/cache', 'account/signed-out', 'session/expired'] as const
export type BlindBoxWrittenEvent = BusEventOf<(typeof BLIND_BOX_WRITTEN_TYPES)[number]>

/** Stores a batch in one transaction; the user's own answers (standing, draws, the audit) go at sign-out. */
export function applyBlindBoxBatch(db: ScorecastDB, batch: readonly BlindBoxWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.blindBoxCache], async () => {
    for (const event of batch) {
      if (event.type === 'blindBox/cache')
        await db.blindBoxCache.put({ key: event.key, kind: event.kind, data: event.data, fetchedAt: event.at })
      else
        await db.blindBoxCache
          .where('kind')
          .anyOf([...OWN_BLIND_BOX_KINDS])
          .delete()
    }
  })
}
