import type { ScorecastDB } from '../../db/database'
import type { BusEventOf } from '../core/bus'

export const CHANNEL_WRITTEN_TYPES = ['channel/cache', 'account/signed-out', 'session/expired'] as const
export type ChannelWrittenEvent = BusEventOf<(typeof CHANNEL_WRITTEN_TYPES)[number]>

/** Stores a batch in one transaction; everything here is the partner's own, so all of it goes at sign-out. */
export function applyChannelBatch(db: ScorecastDB, batch: readonly ChannelWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.channelCache], async () => {
    for (const event of batch) {
      if (event.type === 'channel/cache')
        await db.channelCache.put({ key: event.key, kind: event.kind, data: event.data, fetchedAt: event.at })
      else await db.channelCache.clear()
    }
  })
}
