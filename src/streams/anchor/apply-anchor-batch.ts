import Dexie from 'dexie'
import { LIMITS } from '../../../protocol/constants'
import type { ScorecastDB } from '../../db/database'
import type { LiveSettingsRow } from '../../db/live-rows'
import type { BusEventOf } from '../core/bus'

/** The bus events the anchor writer stores (account changes drop the previous user's anchor data). */
export const ANCHOR_WRITTEN_TYPES = [
  'anchor/standing',
  'anchor/settings',
  'anchor/broadcast',
  'anchor/revenue',
  'anchor/totals',
  'anchor/applications',
  'account/signed-in',
  'account/signed-out',
  'session/expired',
] as const
export type AnchorWrittenEvent = BusEventOf<(typeof ANCHOR_WRITTEN_TYPES)[number]>

/** The longest revenue range the centre shows; older days are pruned. */
const REVENUE_DAYS_KEPT = Math.max(...LIMITS.revenueRangesDays)

/**
 * Stores a batch of anchor events in ONE transaction, in order. Everything here is the logged-in user's
 * own (standing, settings with the secret stream code, revenue, an administrator's review list): it goes
 * when the user signs out, the session expires or someone else signs in (the standing row records whose
 * it is), and an answer arriving while nobody is logged in is dropped rather than stored for no one.
 */
export function applyAnchorBatch(db: ScorecastDB, batch: readonly AnchorWrittenEvent[]): Promise<void> {
  const tables = [db.session, db.anchorStanding, db.liveSettings, db.revenue, db.revenueTotals, db.applications]
  return db.transaction('rw', tables, async () => {
    const session = await db.session.get('current')
    let owner = session ? Number(session.uid) : null
    // Dexie.Promise.all, not Promise.all: the transaction scope follows only Dexie's own promises.
    const dropAll = () =>
      Dexie.Promise.all([
        db.anchorStanding.clear(),
        db.liveSettings.clear(),
        db.revenue.clear(),
        db.revenueTotals.clear(),
        db.applications.clear(),
      ])
    const now = Date.now()
    for (const event of batch) {
      switch (event.type) {
        case 'account/signed-in': {
          // Every start with a stored token signs in again: keep the cache when it is the same user's.
          const stored = await db.anchorStanding.get('current')
          if (stored?.uid !== event.user.uid) await dropAll()
          owner = event.user.uid
          break
        }
        case 'account/signed-out':
        case 'session/expired':
          await dropAll()
          owner = null
          break
        case 'anchor/standing':
          if (owner !== null)
            await db.anchorStanding.put({ ...event.standing, id: 'current', savedAt: now, uid: owner })
          break
        case 'anchor/settings':
          if (owner !== null) await db.liveSettings.put({ ...event.settings, id: 'current', savedAt: now })
          break
        case 'anchor/broadcast': {
          const stored = owner !== null ? await db.liveSettings.get('current') : undefined
          if (stored) await db.liveSettings.put(withBroadcast(stored, event, now))
          break
        }
        case 'anchor/revenue':
          if (owner === null) break
          await db.revenue.bulkPut(event.list)
          await db.revenue.bulkDelete(
            await db.revenue.orderBy('date').reverse().offset(REVENUE_DAYS_KEPT).primaryKeys(),
          )
          break
        case 'anchor/totals':
          if (owner !== null) {
            const { today, week, total } = event
            await db.revenueTotals.put({ id: 'current', today, week, total, savedAt: now })
          }
          break
        case 'anchor/applications':
          if (owner === null) break
          if (event.reset) await db.applications.clear()
          await db.applications.bulkPut(event.list)
          break
      }
    }
  })
}

/** The polled broadcast flags on the stored settings: a room that stops being live has just ended. */
function withBroadcast(
  stored: LiveSettingsRow,
  { live, publishing }: BusEventOf<'anchor/broadcast'>,
  now: number,
): LiveSettingsRow {
  const state = live ? 'live' : stored.state === 'live' ? 'ended' : stored.state
  return { ...stored, state, publishing, savedAt: now }
}
