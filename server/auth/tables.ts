import { bigint, bigserial, customType, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import type { UserDataStatus } from '../../protocol/auth'

// The typed view of migrations/0010_accounts.sql, which is the source of truth.

const millis = (name: string) => bigint(name, { mode: 'number' })
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  mobile: text('mobile'),
  telegramId: bigint('telegram_id', { mode: 'number' }),
  email: text('email'),
  username: text('username').notNull(),
  signature: text('signature').notNull().default(''),
  avatarVersion: integer('avatar_version'),
  passwordHash: text('password_hash'),
  level: integer('level').notNull().default(1),
  gold: bigint('gold', { mode: 'number' }).notNull().default(0),
  roles: text('roles').array().notNull().default([]),
  promotionChannelId: integer('promotion_channel_id'),
  preferences: jsonb('preferences').$type<UserDataStatus>(),
  deletionRequestedAt: millis('deletion_requested_at'),
  deletionReason: text('deletion_reason'),
  createdAt: millis('created_at').notNull(),
})
export type UserRow = typeof users.$inferSelect

/** China-time days (protocol/channel chinaDay) on which a user made a signed-in request; owner sessions.ts. */
export const userActiveDays = pgTable(
  'user_active_days',
  { userId: integer('user_id').notNull(), day: integer('day').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)

export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id').primaryKey(),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
})

export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: text('provider').notNull(),
    openId: text('open_id').notNull(),
    userId: integer('user_id'),
    name: text('name').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    createdAt: millis('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.openId] })],
)

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: millis('created_at').notNull(),
  lastSeenAt: millis('last_seen_at').notNull(),
  expiresAt: millis('expires_at').notNull(),
  revokedAt: millis('revoked_at'),
  /** HMACs of the address and the browser the session was made from (0230_referral_safety.sql). */
  addressHash: text('address_hash'),
  deviceHash: text('device_hash'),
})

export const verificationCodes = pgTable('verification_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  target: text('target').notNull(),
  codeHash: text('code_hash').notNull(),
  createdAt: millis('created_at').notNull(),
  expiresAt: millis('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  spentAt: millis('spent_at'),
})

export const rateEvents = pgTable('rate_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  bucket: text('bucket').notNull(),
  at: millis('at').notNull(),
})

export const oauthTickets = pgTable('oauth_tickets', {
  secretHash: text('secret_hash').primaryKey(),
  kind: text('kind').$type<'state' | 'bind'>().notNull(),
  provider: text('provider').notNull(),
  openId: text('open_id'),
  redirectUri: text('redirect_uri'),
  createdAt: millis('created_at').notNull(),
  usedAt: millis('used_at'),
})

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id').notNull(),
    followeeId: integer('followee_id').notNull(),
    createdAt: millis('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] })],
)

export const authChallenges = pgTable('auth_challenges', {
  id: text('id').primaryKey(),
  difficulty: integer('difficulty').notNull(),
  createdAt: millis('created_at').notNull(),
  expiresAt: millis('expires_at').notNull(),
  usedAt: millis('used_at'),
})

/** Real-name checks (0220_identity_checks.sql); owner identity.ts. */
export const identityChecks = pgTable('identity_checks', {
  userId: integer('user_id').primaryKey(),
  status: text('status').$type<'none' | 'refused' | 'verified'>().notNull(),
  nameMasked: text('name_masked'),
  idMasked: text('id_masked'),
  idHash: text('id_hash'),
  birthDate: text('birth_date'),
  provider: text('provider'),
  checkedAt: millis('checked_at'),
  attemptsDay: text('attempts_day').notNull(),
  attempts: integer('attempts').notNull(),
})
export type IdentityRow = typeof identityChecks.$inferSelect
