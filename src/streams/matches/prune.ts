import { Dexie } from 'dexie'
import { type Subscription, timer } from 'rxjs'
import { addDays, beijingDay } from '../../../protocol/calendar'
import type { ScorecastDB } from '../../db/database'

/** Days of matches the cache keeps: the server's 30 days of results, and some slack. */
export const KEEP_DAYS = 45
/** Matches deleted per transaction, so a big clean-up never holds the writer up for long. */
const CHUNK = 200

/**
 * Drops matches older than `beforeDay` (a Beijing day) with their incidents, win rates and details, and
 * day counts of those days; followed matches stay (the favourites tab shows them). Returns how many
 * matches went.
 */
export async function pruneOldMatches(db: ScorecastDB, beforeDay: string): Promise<number> {
  const followed = new Set((await db.favourites.toArray()).map((row) => row.matchId))
  const old = (await db.matches.where('day').below(beforeDay).primaryKeys()).filter((id) => !followed.has(id))
  for (let i = 0; i < old.length; i += CHUNK) {
    const ids = old.slice(i, i + CHUNK)
    await db.transaction('rw', [db.matches, db.matchKeys, db.incidents, db.winRates, db.matchDetails], async () => {
      await db.matches.bulkDelete(ids)
      await db.matchKeys.bulkDelete(ids)
      await db.matchDetails.bulkDelete(ids)
      for (const id of ids) {
        const [low, high] = [
          [id, Dexie.minKey],
          [id, Dexie.maxKey],
        ]
        await db.incidents.where('[matchId+seq]').between(low, high).delete()
        await db.winRates.where('[matchId+seq]').between(low, high).delete()
      }
    })
  }
  await db.dayCounts.filter((row) => row.day < beforeDay).delete()
  return old.length
}

/** Prunes once, a while after start (not to compete with the first loads). */
export function startPruning(db: ScorecastDB, delayMs = 20_000): Subscription {
  return timer(delayMs).subscribe(() => {
    pruneOldMatches(db, addDays(beijingDay(Date.now()), -KEEP_DAYS)).catch((error: unknown) =>
      console.error('pruning the match cache failed', error),
    )
  })
}
