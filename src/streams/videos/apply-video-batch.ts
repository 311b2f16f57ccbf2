import type { ScorecastDB } from '../../db/database'
import type { BusEventOf } from '../core/bus'

export const VIDEO_WRITTEN_TYPES = ['videos/cache'] as const
export type VideoWrittenEvent = BusEventOf<(typeof VIDEO_WRITTEN_TYPES)[number]>

/** Stores a batch in one transaction. The lists are public: they stay across sign-outs, for browsing offline. */
export function applyVideoBatch(db: ScorecastDB, batch: readonly VideoWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.videoCache], async () => {
    for (const event of batch)
      await db.videoCache.put({ key: event.key, kind: event.kind, data: event.data, fetchedAt: event.at })
  })
}
