import type { ScorecastDB } from '../../db/database'
import { newFavourite } from '../../db/favourite-row'
import { app } from '../core/runtime'

/**
 * Flips a match's favourite locally (a visitor's favourites live only here) and marks it for the
 * account sync. Returns the new state.
 */
export function toggleLocalFavourite(db: ScorecastDB, matchId: string, at: number): Promise<boolean> {
  return db.transaction('rw', db.favourites, async () => {
    const row = await db.favourites.get(matchId)
    const on = row?.on !== true
    await db.favourites.put(row ? { ...row, on, updatedAt: at, pending: true } : newFavourite(matchId, on, at, true))
    return on
  })
}

/** Follows or unfollows a match: at once on this device, and on the account when logged in. */
export async function toggleFavourite(matchId: string): Promise<boolean> {
  const on = await toggleLocalFavourite(app.db, matchId, Date.now())
  app.bus.emit({ type: 'favourites/changed' })
  return on
}
