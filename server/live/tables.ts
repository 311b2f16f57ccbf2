import {
  bigint,
  bigserial,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core'
import type { AnchorStatus, BanReason, ChatMessage, LiveState } from '../../protocol/live'

// The typed view of migrations/0020_live_rooms.sql, which is the source of truth.

const millis = (name: string) => bigint(name, { mode: 'number' })
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

export const anchors = pgTable('anchors', {
  userId: integer('user_id').primaryKey(),
  status: text('status').$type<Exclude<AnchorStatus, 'none'>>().notNull(),
  banReason: text('ban_reason').$type<BanReason>(),
  realName: text('real_name').notNull(),
  birthDate: text('birth_date').notNull(),
  gameId: integer('game_id').notNull(),
  shortIntro: text('short_intro').notNull().default(''),
  detailIntro: text('detail_intro').notNull().default(''),
  pictures: jsonb('pictures').$type<number[]>().notNull().default([]),
  appliedAt: millis('applied_at').notNull(),
  reviewedAt: millis('reviewed_at'),
  reviewedBy: integer('reviewed_by'),
})
export type AnchorRow = typeof anchors.$inferSelect

export const liveImages = pgTable('live_images', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ownerId: integer('owner_id').notNull(),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  createdAt: millis('created_at').notNull(),
})

export const liveRooms = pgTable('live_rooms', {
  id: serial('id').primaryKey(),
  anchorId: integer('anchor_id').notNull().unique(),
  gameId: integer('game_id').notNull(),
  title: text('title').notNull().default(''),
  coverImageId: bigint('cover_image_id', { mode: 'number' }),
  matchId: text('match_id'),
  paid: boolean('paid').notNull().default(false),
  loginOnly: boolean('login_only').notNull().default(false),
  streamCode: text('stream_code').notNull().unique(),
  state: text('state').$type<LiveState>().notNull().default('offline'),
  publishing: boolean('publishing').notNull().default(false),
  publishingSeenAt: millis('publishing_seen_at'),
  broadcastNo: integer('broadcast_no').notNull().default(0),
  startedAt: millis('started_at'),
  endedAt: millis('ended_at'),
  chatOpen: boolean('chat_open').notNull().default(true),
  slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
  chatMinLevel: integer('chat_min_level').notNull().default(1),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  viewers: integer('viewers').notNull().default(0),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
})
export type LiveRoomRow = typeof liveRooms.$inferSelect

export const giftRecords = pgTable('gift_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  roomId: integer('room_id').notNull(),
  senderId: integer('sender_id').notNull(),
  anchorId: integer('anchor_id').notNull(),
  giftId: text('gift_id').notNull(),
  giftCount: integer('gift_count').notNull(),
  coins: millis('coins').notNull(),
  at: millis('at').notNull(),
  broadcastNo: integer('broadcast_no').notNull(),
  requestId: text('request_id').notNull(),
  senderLedgerId: millis('sender_ledger_id').notNull(),
  anchorLedgerId: millis('anchor_ledger_id').notNull(),
  /** The gift's line in the room's chat (migration 0021). */
  chatSeq: integer('chat_seq').notNull(),
})

export const roomUnlocks = pgTable(
  'room_unlocks',
  {
    roomId: integer('room_id').notNull(),
    userId: integer('user_id').notNull(),
    broadcastNo: integer('broadcast_no').notNull(),
    coins: millis('coins').notNull(),
    at: millis('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId, t.broadcastNo] })],
)

export const chatCounters = pgTable('chat_counters', {
  roomId: integer('room_id').primaryKey(),
  seq: integer('seq').notNull(),
})

export const chatMessages = pgTable(
  'chat_messages',
  {
    roomId: integer('room_id').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<ChatMessage['kind']>().notNull(),
    userId: integer('user_id'),
    username: text('username'),
    level: integer('level'),
    text: text('text').notNull(),
    params: jsonb('params').$type<Record<string, string>>(),
    giftId: text('gift_id'),
    giftCount: integer('gift_count'),
    removes: jsonb('removes').$type<number[]>(),
    removed: boolean('removed').notNull().default(false),
    at: millis('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.seq] })],
)
export type ChatMessageRow = typeof chatMessages.$inferSelect

export const chatMutes = pgTable(
  'chat_mutes',
  {
    roomId: integer('room_id').notNull(),
    userId: integer('user_id').notNull(),
    until: millis('until'),
    byUserId: integer('by_user_id').notNull(),
    at: millis('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
)

export const roomModerators = pgTable(
  'room_moderators',
  {
    roomId: integer('room_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
)
