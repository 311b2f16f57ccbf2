import Dexie, { type PromiseExtended, type Table } from 'dexie'

/**
 * The most rows one bulkPut may carry for Dexie to tell live queries which keys it changed. From 50 rows on,
 * Dexie's observability layer stops listing keys and reports the whole table changed, so every live query on
 * the table runs again: at 1,000 live matches, a batch of 50 score events woke every row of the page (each
 * `useMatch`), which made the next frame slower and the next batch bigger still.
 */
export const OBSERVED_PUT_ROWS = 49

/**
 * bulkPut in slices Dexie observes key by key (run it inside the caller's transaction). The slices are issued at
 * once, in order, and the answer is Dexie's own promise: see applyBatch for why a writer's transaction awaits
 * nothing else.
 */
export function observedBulkPut<T, K>(table: Table<T, K>, rows: readonly T[]): PromiseExtended<unknown> {
  const slices: PromiseExtended<unknown>[] = []
  for (let start = 0; start < rows.length; start += OBSERVED_PUT_ROWS) {
    slices.push(table.bulkPut(rows.slice(start, start + OBSERVED_PUT_ROWS)))
  }
  return Dexie.Promise.all(slices)
}
