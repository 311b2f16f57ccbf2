import { count, eq, sql } from 'drizzle-orm'
import type { Role, User } from '../../protocol/auth'
import { LIMITS } from '../../protocol/constants'
import { AUTH_MESSAGES } from '../../protocol/messages/auth'
import type { Database } from '../db/client'
import { move } from '../ledger/ledger'
import { follows, type UserRow, users } from './tables'

/** '13812345678' → '138****5678'; a Telegram id is shown as it is. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile
}

/** 'alice@example.com' → 'a***@example.com'. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}***@${domain}`
}

export function avatarUrl(row: Pick<UserRow, 'id' | 'avatarVersion'>): string | null {
  return row.avatarVersion === null ? null : `/java/user/avatar/${row.id}?v=${row.avatarVersion}`
}

/** The wire User of a row; private fields only when `self` (the caller's own profile). */
export async function toUser(db: Database, row: UserRow, self: boolean): Promise<User> {
  const [following] = await db.select({ n: count() }).from(follows).where(eq(follows.followerId, row.id))
  const [fans] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, row.id))
  const roles: Role[] = ['user', ...(row.roles as Role[]).filter((role) => role !== 'user')]
  return {
    uid: row.id,
    username: row.username,
    avatar: avatarUrl(row),
    signature: row.signature,
    level: row.level,
    followCount: Number(following?.n ?? 0),
    fansCount: Number(fans?.n ?? 0),
    createdAt: row.createdAt,
    mobile: self
      ? row.mobile
        ? maskMobile(row.mobile)
        : row.telegramId !== null
          ? String(row.telegramId)
          : null
      : null,
    email: self && row.email ? maskEmail(row.email) : null,
    gold: self ? row.gold : null,
    roles: self ? roles : null,
    deletionRequestedAt: self ? row.deletionRequestedAt : null,
  }
}

export async function findUser(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}

export async function findUserByMobile(db: Database, mobile: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile))
  return row ?? null
}

type Identity = { mobile: string } | { telegramId: number }
type NewUser = { username: string; promotionChannelId: number | undefined; now: number }

/**
 * The user of a phone (or Telegram id), registering it when new — with the new-user bonus of 200 coins as
 * a ledger movement in the same transaction. Concurrent first logins of one phone create one user.
 */
export async function findOrRegister(
  db: Database,
  identity: Identity,
  fresh: NewUser,
): Promise<{ row: UserRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        ...('mobile' in identity ? { mobile: identity.mobile } : { telegramId: identity.telegramId }),
        username: fresh.username,
        promotionChannelId: fresh.promotionChannelId ?? null,
        createdAt: fresh.now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id })
    const created = inserted[0]
    if (created) {
      await move(tx, {
        userId: created.id,
        amount: LIMITS.newUserBonusCoins,
        kind: 'newUserBonus',
        details: AUTH_MESSAGES.newUserBonus.id,
        idempotencyKey: 'new-user-bonus',
        at: fresh.now,
      })
    }
    const where = 'mobile' in identity ? eq(users.mobile, identity.mobile) : eq(users.telegramId, identity.telegramId)
    const [row] = await tx.select().from(users).where(where)
    if (!row) throw new Error('user vanished during registration')
    return { row, created: created !== undefined }
  })
}

/** Adds a role (administrators listed in ADMIN_MOBILES get theirs at login). */
export async function grantRole(db: Database, userId: number, role: Role): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, ${role})` })
    .where(sql`${users.id} = ${userId} AND NOT (${role} = ANY(${users.roles}))`)
}
