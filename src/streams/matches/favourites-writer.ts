import { concatMap, type Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { newFavourite } from '../../db/favourite-row'
import type { BusEventOf, EventBus } from '../core/bus'

/** The events that change the stored favourites, each one transaction. */
export const FAVOURITE_TYPES = [
  'favourites/toggle',
  'favourites/synced',
  'favourites/marked',
  'account/signed-out',
  'session/expired',
] as const
export type FavouriteEvent = BusEventOf<(typeof FAVOURITE_TYPES)[number]>

/**
 * Stores one favourites event:
 * - a toggle flips the match locally (a visitor's favourites live only here) and marks it for the sync;
 * - a sync's answers: each sent change the account confirmed (kept, no longer pending) or refused (gone) —
 *   unless the user toggled it again meanwhile — then the account's list merged in: its matches the device
 *   lacks are added, and followed matches it no longer has (unfollowed elsewhere, or another account's)
 *   dropped, while changes the account has not heard of stay;
 * - a batch's score and status changes stamp the followed matches (after the batch committed, so a
 *   highlight never shows a state that is not stored); a favourite removed meanwhile is left alone;
 * - a logout (or an expired session) drops the account's favourites; what the visitor followed since and
 *   the account never heard of stays.
 * Returns the new state of a toggled match, else null.
 */
export function writeFavouriteEvent(db: ScorecastDB, e: FavouriteEvent): Promise<boolean | null> {
  return db.transaction('rw', db.favourites, async () => {
    switch (e.type) {
      case 'favourites/toggle': {
        const row = await db.favourites.get(e.matchId)
        const on = row?.on !== true
        const at = e.at
        await db.favourites.put(
          row ? { ...row, on, updatedAt: at, pending: true } : newFavourite(e.matchId, on, at, true),
        )
        return on
      }
      case 'favourites/synced': {
        for (const { matchId, updatedAt, followed } of e.confirmed) {
          const current = await db.favourites.get(matchId)
          if (current?.updatedAt !== updatedAt) continue
          if (followed) await db.favourites.put({ ...current, on: true, pending: false })
          else await db.favourites.delete(matchId)
        }
        if (e.account === null) return null
        const onAccount = new Set(e.account)
        const rows = await db.favourites.toArray()
        const held = new Set(rows.map((row) => row.matchId))
        const gone = rows.filter((row) => !row.pending && !onAccount.has(row.matchId)).map((row) => row.matchId)
        const added = e.account.filter((id) => !held.has(id)).map((id) => newFavourite(id, true, e.at, false))
        await db.favourites.bulkDelete(gone)
        await db.favourites.bulkPut(added)
        return null
      }
      case 'favourites/marked': {
        const rows = await db.favourites.bulkGet(e.changes.map((c) => c.matchId))
        const marked = e.changes.flatMap(({ change }, i) => {
          const row = rows[i]
          return row ? [{ ...row, changedAt: e.at, change }] : []
        })
        await db.favourites.bulkPut(marked)
        return null
      }
      case 'account/signed-out':
      case 'session/expired': {
        const rows = await db.favourites.toArray()
        await db.favourites.bulkDelete(rows.filter((row) => !row.pending).map((row) => row.matchId))
        return null
      }
    }
  })
}

/**
 * The only writer of the favourites, one event at a time, in order. After a toggle committed it asks for
 * the account sync ('favourites/changed').
 */
export function startFavouritesWriter(bus: EventBus, db: ScorecastDB): Subscription {
  return bus
    .on(...FAVOURITE_TYPES)
    .pipe(
      concatMap(async (event) => {
        try {
          await writeFavouriteEvent(db, event)
          if (event.type === 'favourites/toggle') bus.emit({ type: 'favourites/changed' })
        } catch (error) {
          console.error(`storing ${event.type} failed`, error)
        }
      }),
    )
    .subscribe()
}
