import type { ScorecastDB } from '../../db/database'
import type { BusEventOf } from '../core/bus'

export const VIDEO_WRITTEN_TYPES = [
  'videos/cache',
  'account/signed-in',
  'account/signed-out',
  'session/expired',
] as const
export type VideoWrittenEvent = BusEventOf<(typeof VIDEO_WRITTEN_TYPES)[number]>

/**
 * Stores a batch in one transaction. The lists are public: they stay across sign-outs, for browsing
 * offline. The uploader's own list is not: any change of who is signed in drops it.
 */
export function applyVideoBatch(db: ScorecastDB, batch: readonly VideoWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.videoCache], async () => {
    for (const event of batch) {
      if (event.type === 'videos/cache')
        await db.videoCache.put({ key: event.key, kind: event.kind, data: event.data, fetchedAt: event.at })
      else await db.videoCache.where('kind').equals('uploads').delete()
    }
  })
}
