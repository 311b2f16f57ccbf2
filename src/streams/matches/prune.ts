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
  const old = await db.matches.where('day').below(beforeDay).primaryKeys()
  let pruned = 0
  for (let i = 0; i < old.length; i += CHUNK) {
    const chunk = old.slice(i, i + CHUNK)
    const tables = [db.matches, db.matchKeys, db.incidents, db.winRates, db.matchDetails, db.favourites]
    await db.transaction('rw', tables, async () => {
      // Who follows what is read in the transaction that deletes: a match followed since the list was read stays.
      const follows = await db.favourites.bulkGet(chunk)
      const ids = chunk.filter((_, k) => follows[k] === undefined)
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
      pruned += ids.length
    })
  }
  await db.dayCounts.filter((row) => row.day < beforeDay).delete()
  return pruned
}

/** Prunes once, a while after start (not to compete with the first loads). */
export function startPruning(db: ScorecastDB, delayMs = 20_000): Subscription {
  return timer(delayMs).subscribe(() => {
    pruneOldMatches(db, addDays(beijingDay(Date.now()), -KEEP_DAYS)).catch((error: unknown) =>
      console.error('pruning the match cache failed', error),
    )
  })
}
