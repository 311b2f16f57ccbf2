import { bigint, pgTable, text } from 'drizzle-orm/pg-core'

// Every table, registered with drizzle. The migrations (migrations/*.sql) are the source of truth for the
// database; each table's typed view lives with the module that owns it (the only one that writes it, see
// scripts/check-boundaries.mjs), and schema.test.ts checks that these views match the migrated database.

export * from '../articles/tables'
export * from '../auth/tables'
export * from '../blindbox/tables'
export * from '../channel/tables'
export * from '../comments/tables'
export * from '../experts/tables'
export * from '../ledger/tables'
export * from '../live/tables'
export * from '../mall/tables'
export { matchAttention } from '../matches/attention'
export * from '../matches/tables'
export * from '../news/tables'
export * from '../payments/tables'
export * from '../posts/tables'
export * from '../search/tables'
export * from '../site/tables'
export * from '../videos/tables'
export { serverSecrets } from './secrets'

/** A random id made once per database by its migration (0030); never written by code. */
export const dataEpoch = pgTable('data_epoch', {
  id: text('id').primaryKey(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
})
