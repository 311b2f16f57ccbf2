import type { ScorecastDB } from '../../db/database'
import type { BusEventOf } from '../core/bus'

export const SOCIAL_WRITTEN_TYPES = [
  'social/cache',
  'social/read-later-saved',
  'social/read-later-dropped',
  'social/read-later-list',
  'account/signed-in',
  'account/signed-out',
  'session/expired',
] as const
export type SocialWrittenEvent = BusEventOf<(typeof SOCIAL_WRITTEN_TYPES)[number]>

/** The row that records whose cache this is. */
const OWNER_KEY = 'owner'

/**
 * Stores a batch in one transaction, in order. Comment pages say what the viewer liked and may remove, so
 * the cache belongs to one viewer: another user signing in, a sign-out or an expired session drops it (the
 * same user signing in again keeps it). A sign-out also drops the read-later rows of the server list, which
 * are the account's; articles a visitor saved on this device stay.
 */
export function applySocialBatch(db: ScorecastDB, batch: readonly SocialWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.socialCache, db.readLater], async () => {
    for (const event of batch) {
      switch (event.type) {
        case 'account/signed-in': {
          const owner = await db.socialCache.get(OWNER_KEY)
          const uid = owner?.kind === 'owner' ? (owner.data as { uid: number }).uid : null
          if (uid !== event.user.uid) await db.socialCache.clear()
          await db.socialCache.put({
            key: OWNER_KEY,
            kind: 'owner',
            data: { uid: event.user.uid },
            fetchedAt: Date.now(),
          })
          break
        }
        case 'account/signed-out':
        case 'session/expired':
          await db.socialCache.clear()
          await db.readLater.filter((row) => row.synced).delete()
          break
        case 'social/cache':
          await db.socialCache.put({ key: event.key, kind: event.kind, data: event.data, fetchedAt: event.at })
          break
        case 'social/read-later-saved':
          await db.readLater.put(event.row)
          break
        case 'social/read-later-dropped':
          await db.readLater.delete(event.articleId)
          break
        case 'social/read-later-list':
          await db.readLater.bulkPut(event.rows)
          break
      }
    }
  })
}
