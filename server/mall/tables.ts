import { bigint, bigserial, boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import type { ProductCategory, RedemptionStatus } from '../../protocol/mall'

// The typed view of migrations/0130_mall.sql; all three are written only by server/mall/store.ts (a
// redemption moves inventory, the order and the coins in one transaction).

const millis = (name: string) => bigint(name, { mode: 'number' })

export const mallProducts = pgTable('mall_products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  category: text('category').$type<ProductCategory>().notNull(),
  price: integer('price').notNull(),
  inventory: integer('inventory').notNull(),
  redeemed: integer('redeemed').notNull().default(0),
  releasedAt: millis('released_at').notNull(),
  picture: text('picture').notNull(),
  notice: text('notice').notNull(),
  intro: text('intro').notNull(),
  onSale: boolean('on_sale').notNull().default(true),
  sort: integer('sort').notNull().default(0),
})
export type ProductRow = typeof mallProducts.$inferSelect

export const mallOrders = pgTable('mall_orders', {
  id: serial('id').primaryKey(),
  productId: integer('product_id').notNull(),
  userId: integer('user_id').notNull(),
  quantity: integer('quantity').notNull(),
  coins: integer('coins').notNull(),
  status: text('status').$type<RedemptionStatus>().notNull(),
  recipient: text('recipient').notNull(),
  address: text('address').notNull(),
  contact: text('contact').notNull(),
  trackingNo: text('tracking_no'),
  cardNo: text('card_no'),
  note: text('note'),
  requestId: text('request_id').notNull(),
  createdAt: millis('created_at').notNull(),
  updatedAt: millis('updated_at').notNull(),
})
export type MallOrderRow = typeof mallOrders.$inferSelect

export const mallOrderEvents = pgTable('mall_order_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: integer('order_id').notNull(),
  actorId: integer('actor_id'),
  action: text('action').notNull(),
  note: text('note'),
  at: millis('at').notNull(),
})
