import type { ScorecastDB } from '../../db/database'

/** What survives a reset: the user's own choices, which do not come from the server's data. */
const KEPT_META = new Set(['homeSectionOrder'])

/**
 * Compares the server database's epoch with the one the cache was filled from. A different one means the
 * server's data was reset or restored: the cached matches, cursor, sequences, rooms and account data belong
 * to another history (a stored cursor beyond the new database's newest event would wait for events forever),
 * so everything but the user's own choices is dropped and `onReset` starts the app over. The first visit
 * only records the epoch. Returns whether a reset happened.
 */
export async function checkDataEpoch(
  db: ScorecastDB,
  serverEpoch: string | undefined,
  onReset: () => void,
): Promise<boolean> {
  if (serverEpoch === undefined) return false
  const stored = await db.readMeta('dataEpoch')
  if (stored === serverEpoch) return false
  if (stored !== undefined) {
    await db.transaction('rw', db.tables, async () => {
      for (const table of db.tables) {
        if (table.name === 'meta') {
          await table.filter((row: { key: string }) => !KEPT_META.has(row.key)).delete()
        } else await table.clear()
      }
    })
  }
  await db.meta.put({ key: 'dataEpoch', value: serverEpoch })
  if (stored === undefined) return false
  onReset()
  return true
}
