import type { ScorecastDB } from '../../db/database'
import type { BusEventOf } from '../core/bus'

export const EXPERT_WRITTEN_TYPES = [
  'expert/cache',
  'account/signed-in',
  'account/signed-out',
  'session/expired',
] as const
export type ExpertWrittenEvent = BusEventOf<(typeof EXPERT_WRITTEN_TYPES)[number]>

/** The row that records whose cache this is. */
const OWNER_KEY = 'owner'

/**
 * Stores a batch of expert answers in one transaction, in order. Cards say what the viewer bought and
 * details hold what they unlocked, so the cache belongs to one viewer: another user signing in, a sign-out
 * or an expired session drops all of it (the same user signing in again keeps it, for offline reading).
 */
export function applyExpertBatch(db: ScorecastDB, batch: readonly ExpertWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.expertCache], async () => {
    for (const event of batch) {
      switch (event.type) {
        case 'account/signed-in': {
          const owner = await db.expertCache.get(OWNER_KEY)
          const uid = owner?.kind === 'owner' ? (owner.data as { uid: number }).uid : null
          if (uid !== event.user.uid) await db.expertCache.clear()
          await db.expertCache.put({
            key: OWNER_KEY,
            kind: 'owner',
            data: { uid: event.user.uid },
            fetchedAt: Date.now(),
          })
          break
        }
        case 'account/signed-out':
        case 'session/expired':
          await db.expertCache.clear()
          break
        case 'expert/cache':
          await db.expertCache.put({ key: event.key, kind: event.kind, data: event.data, fetchedAt: event.at })
          break
      }
    }
  })
}
