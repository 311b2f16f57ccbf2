import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core'
import type { RechargeStatus } from '../../protocol/payments'

// The typed view of migrations/0120_payments.sql; written only by server/payments/orders.ts.

const millis = (name: string) => bigint(name, { mode: 'number' })

export const rechargeOrders = pgTable('recharge_orders', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  packageId: text('package_id').notNull(),
  cents: integer('cents').notNull(),
  coins: integer('coins').notNull(),
  bonus: integer('bonus').notNull(),
  provider: text('provider').notNull(),
  status: text('status').$type<RechargeStatus>().notNull(),
  requestId: text('request_id').notNull(),
  tradeNo: text('trade_no'),
  createdAt: millis('created_at').notNull(),
  payingAt: millis('paying_at'),
  creditedAt: millis('credited_at'),
  closedAt: millis('closed_at'),
  queriedAt: millis('queried_at'),
})
export type RechargeOrderRow = typeof rechargeOrders.$inferSelect
