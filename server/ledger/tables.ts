import { bigint, bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core'

// The typed view of migrations/0011_coin_ledger.sql.

export const coinLedger = pgTable('coin_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  at: bigint('at', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  details: text('details').notNull(),
  change: bigint('change', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
})
export type LedgerRow = typeof coinLedger.$inferSelect
