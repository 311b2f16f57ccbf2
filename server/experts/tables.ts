import { bigint, boolean, customType, integer, jsonb, pgTable, real, serial, text } from 'drizzle-orm/pg-core'
import type {
  ContentBlock,
  ExpertStatus,
  PlanComponent,
  PlanPick,
  PlanResult,
  PlanStatus,
  PlayLevel,
  PlayType,
} from '../../protocol/experts'

// The typed view of migrations/0110_experts.sql, which is the source of truth. Each table has one writer:
// experts.ts, plans.ts, orders.ts, images.ts and components.ts of this folder.

const millis = (name: string) => bigint(name, { mode: 'number' })
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

export const experts = pgTable('experts', {
  userId: integer('user_id').primaryKey(),
  name: text('name').notNull(),
  intro: text('intro').notNull(),
  gameIds: integer('game_ids').array().notNull(),
  leagueIds: text('league_ids').array().notNull().default([]),
  status: text('status').$type<Exclude<ExpertStatus, 'none'>>().notNull(),
  refuseReason: text('refuse_reason'),
  demo: boolean('demo').notNull().default(false),
  appliedAt: millis('applied_at').notNull(),
  reviewedAt: millis('reviewed_at'),
  reviewedBy: integer('reviewed_by'),
})
export type ExpertRow = typeof experts.$inferSelect

export const planImages = pgTable('plan_images', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull(),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  createdAt: millis('created_at').notNull(),
})

export const expertPlans = pgTable('expert_plans', {
  id: serial('id').primaryKey(),
  expertId: integer('expert_id').notNull(),
  gameId: integer('game_id').notNull(),
  matchId: text('match_id').notNull(),
  leagueId: text('league_id').notNull(),
  title: text('title').notNull(),
  playLevel: text('play_level').$type<PlayLevel>().notNull(),
  playType: text('play_type').$type<PlayType>().notNull(),
  line: real('line'),
  pick: text('pick').$type<PlanPick>().notNull(),
  odds: real('odds').notNull(),
  price: integer('price').notNull(),
  firstOrderPrice: integer('first_order_price'),
  refundIfMiss: boolean('refund_if_miss').notNull(),
  coverId: integer('cover_id'),
  content: jsonb('content').$type<ContentBlock[]>().notNull(),
  status: text('status').$type<PlanStatus>().notNull(),
  refuseReason: text('refuse_reason'),
  result: text('result').$type<PlanResult>().notNull().default('pending'),
  sales: integer('sales').notNull().default(0),
  createdAt: millis('created_at').notNull(),
  updatedAt: millis('updated_at').notNull(),
  releasedAt: millis('released_at'),
  sealHash: text('seal_hash'),
  settledAt: millis('settled_at'),
  /** The match's seq the result was last settled or checked at: a later seq may be a correction. */
  settledSeq: integer('settled_seq').notNull().default(0),
  /** The expert's share of the sales credited so far, net of any reversal after a correction. */
  revenueCredited: integer('revenue_credited').notNull().default(0),
  /** How many times a correction changed the result after the first settlement. */
  settleRound: integer('settle_round').notNull().default(0),
})
export type PlanRow = typeof expertPlans.$inferSelect

export const planOrders = pgTable('plan_orders', {
  id: serial('id').primaryKey(),
  planId: integer('plan_id').notNull(),
  userId: integer('user_id').notNull(),
  expertId: integer('expert_id').notNull(),
  pricePaid: integer('price_paid').notNull(),
  requestId: text('request_id').notNull(),
  at: millis('at').notNull(),
  refunded: integer('refunded').notNull().default(0),
  refundedAt: millis('refunded_at'),
})
export type PlanOrderRow = typeof planOrders.$inferSelect

export const planComponents = pgTable('plan_components', {
  id: serial('id').primaryKey(),
  expertId: integer('expert_id').notNull(),
  kind: text('kind').$type<PlanComponent['kind']>().notNull(),
  name: text('name').notNull(),
  body: text('body').notNull(),
  updatedAt: millis('updated_at').notNull(),
})
