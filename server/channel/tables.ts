import { sql } from 'drizzle-orm'
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core'

// The typed view of migrations/0150_channel.sql; channel_partners is written only by partners.ts,
// channel_commissions only by commissions.ts.

const millis = (name: string) => bigint(name, { mode: 'number' })

export const channelPartners = pgTable('channel_partners', {
  userId: integer('user_id').primaryKey(),
  channelId: integer('channel_id').notNull().default(sql`nextval('channel_ids')`),
  name: text('name').notNull(),
  sharePercent: integer('share_percent').notNull(),
  createdAt: millis('created_at').notNull(),
})
export type ChannelPartnerRow = typeof channelPartners.$inferSelect

export const channelCommissions = pgTable('channel_commissions', {
  orderId: text('order_id').primaryKey(),
  channelId: integer('channel_id').notNull(),
  partnerId: integer('partner_id').notNull(),
  userId: integer('user_id').notNull(),
  rechargeCents: integer('recharge_cents').notNull(),
  coins: integer('coins').notNull(),
  at: millis('at').notNull(),
  /** 'held' when the payer shares an address or a browser with the partner: staff pay it or void it. */
  status: text('status').$type<'paid' | 'held' | 'voided'>().notNull().default('paid'),
  reviewedBy: integer('reviewed_by'),
  reviewedAt: millis('reviewed_at'),
})
export type ChannelCommissionRow = typeof channelCommissions.$inferSelect
