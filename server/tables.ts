import { bigint, pgTable, text } from 'drizzle-orm/pg-core'

// Every table's typed view, listed for tables.test.ts, which checks them against the migrated database. The
// migrations (db/migrations/*.sql) are the source of truth; each view lives with the module that owns it (the
// only one that writes it, see scripts/check-boundaries.mjs). Nothing of the server imports this list: the
// database handle (db/client.ts) is untyped by tables, so db/ stands under every feature.

export * from './articles/tables'
export * from './auth/tables'
export * from './blindbox/tables'
export * from './channel/tables'
export * from './comments/tables'
export { serverSecrets } from './db/secrets'
export * from './experts/tables'
export { teamLogos } from './feed/logos'
export { providerRefs } from './feed/refs'
export * from './ledger/tables'
export * from './live/tables'
export * from './mall/tables'
export { matchAttention } from './matches/attention'
export * from './matches/tables'
export * from './news/tables'
export * from './payments/tables'
export * from './posts/tables'
export * from './search/tables'
export * from './site/tables'
export * from './videos/tables'

/** A random id made once per database by its migration (0030); never written by code. */
export const dataEpoch = pgTable('data_epoch', {
  id: text('id').primaryKey(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
})
