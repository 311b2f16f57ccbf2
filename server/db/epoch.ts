import { sql } from 'drizzle-orm'
import type { Database } from './client'

/** The database's epoch (migrations/0030_data_epoch.sql); it never changes, so it is read once. */
const epochs = new WeakMap<Database, Promise<string | undefined>>()
export function dataEpochOf(db: Database): Promise<string | undefined> {
  let epoch = epochs.get(db)
  if (!epoch) {
    // Both drivers answer raw SQL with { rows }.
    epoch = db.execute(sql`select id from data_epoch limit 1`).then((result) => {
      const rows = (result as { rows?: { id?: unknown }[] }).rows
      const id = rows?.[0]?.id
      return typeof id === 'string' ? id : undefined
    })
    // A failed read is asked again next time rather than remembered.
    epoch.catch(() => epochs.delete(db))
    epochs.set(db, epoch)
  }
  return epoch
}
