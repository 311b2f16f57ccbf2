import { bigint, boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import type { PrizeKind } from '../../protocol/blindbox'

// The typed view of migrations/0140_blind_box.sql; every table is written only by server/blindbox/store.ts
// (a draw moves the cap, the coins, the prize and the record in one transaction).

const millis = (name: string) => bigint(name, { mode: 'number' })

export const blindBoxes = pgTable('blind_boxes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  intro: text('intro').notNull(),
  picture: text('picture').notNull(),
  price: integer('price').notNull(),
  dailyCap: integer('daily_cap').notNull(),
  oddsVersion: integer('odds_version').notNull(),
  onSale: boolean('on_sale').notNull().default(true),
  sort: integer('sort').notNull().default(0),
})
export type BlindBoxRow = typeof blindBoxes.$inferSelect

export const blindBoxOdds = pgTable(
  'blind_box_odds',
  {
    boxId: integer('box_id').notNull(),
    version: integer('version').notNull(),
    guaranteeAfter: integer('guarantee_after'),
    fingerprint: text('fingerprint').notNull(),
    publishedAt: millis('published_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.version] })],
)
export type BlindBoxOddsRow = typeof blindBoxOdds.$inferSelect

export const blindBoxPrizes = pgTable('blind_box_prizes', {
  id: serial('id').primaryKey(),
  boxId: integer('box_id').notNull(),
  oddsVersion: integer('odds_version').notNull(),
  name: text('name').notNull(),
  kind: text('kind').$type<PrizeKind>().notNull(),
  coins: integer('coins').notNull(),
  productSlug: text('product_slug'),
  badgeSlug: text('badge_slug'),
  picture: text('picture').notNull(),
  oddsBp: integer('odds_bp').notNull(),
  top: boolean('top').notNull(),
  sort: integer('sort').notNull(),
})
export type BlindBoxPrizeRow = typeof blindBoxPrizes.$inferSelect

export const blindBoxDraws = pgTable('blind_box_draws', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  boxId: integer('box_id').notNull(),
  oddsVersion: integer('odds_version').notNull(),
  prizeId: integer('prize_id').notNull(),
  guaranteed: boolean('guaranteed').notNull(),
  coinsPaid: integer('coins_paid').notNull(),
  coinsWon: integer('coins_won').notNull(),
  substituted: boolean('substituted').notNull().default(false),
  mallOrderId: integer('mall_order_id'),
  requestId: text('request_id').notNull(),
  at: millis('at').notNull(),
})
export type BlindBoxDrawRow = typeof blindBoxDraws.$inferSelect

export const blindBoxProgress = pgTable(
  'blind_box_progress',
  {
    userId: integer('user_id').notNull(),
    boxId: integer('box_id').notNull(),
    sinceTop: integer('since_top').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.boxId] })],
)

export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    picture: text('picture').notNull(),
    count: integer('count').notNull(),
    firstDrawId: integer('first_draw_id').notNull(),
    acquiredAt: millis('acquired_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug] })],
)
export type UserBadgeRow = typeof userBadges.$inferSelect
