import { and, asc, count, eq, isNull, ne, notInArray, or, sql } from 'drizzle-orm'
import type { Role, User, UserDataStatus } from '../../protocol/auth'
import type { Database } from '../db/client'
import { follows, oauthAccounts, type UserRow, userAvatars, users } from './tables'

type OAuthAccountRow = typeof oauthAccounts.$inferInsert

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
 * The user of a phone (or Telegram id), registering it when new; `welcome` runs in the same transaction for
 * a user just made (the ledger's new-user bonus, ledger/bonus.ts: the accounts never call the ledger, which
 * stands above them). Concurrent first logins of one phone create one user.
 */
export async function findOrRegister(
  db: Database,
  identity: Identity,
  fresh: NewUser,
  welcome?: (tx: Database, userId: number) => Promise<unknown>,
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
    if (created && welcome) await welcome(tx, created.id)
    const where = 'mobile' in identity ? eq(users.mobile, identity.mobile) : eq(users.telegramId, identity.telegramId)
    const [row] = await tx.select().from(users).where(where)
    if (!row) throw new Error('user vanished during registration')
    return { row, created: created !== undefined }
  })
}

/**
 * The administrator role follows ADMIN_MOBILES: whoever holds it without a listed phone loses it (a phone
 * taken off the list, the list emptied). Run at start; sessions read their roles at every lookup, so it
 * takes effect at once. The users who lost it.
 */
export async function revokeUnlistedAdmins(db: Database, adminMobiles: ReadonlySet<string>): Promise<number[]> {
  const listed = [...adminMobiles]
  const rows = await db
    .update(users)
    .set({ roles: sql`array_remove(${users.roles}, 'admin')` })
    .where(
      and(
        sql`'admin' = ANY(${users.roles})`,
        listed.length === 0 ? undefined : or(isNull(users.mobile), notInArray(users.mobile, listed)),
      ),
    )
    .returning({ id: users.id })
  return rows.map((row) => row.id)
}

/** Adds a role (administrators listed in ADMIN_MOBILES get theirs at login). */
export async function grantRole(db: Database, userId: number, role: Role): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, ${role})` })
    .where(sql`${users.id} = ${userId} AND NOT (${role} = ANY(${users.roles}))`)
}

// ---- Writes. This module owns users, user_avatars, follows and oauth_accounts: every change of them is
// one of the functions below (scripts/check-boundaries.mjs refuses writes anywhere else).

export async function setPasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

/** Binds a (lower-cased) email address; false when another account has it. */
export async function bindEmailAddress(db: Database, userId: number, address: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, address), ne(users.id, userId)))
  if (taken) return false
  await db.update(users).set({ email: address }).where(eq(users.id, userId))
  return true
}

export type AvatarImage = { mime: string; data: Buffer }
export type ProfileChange = { username?: string; signature?: string; avatar?: AvatarImage | null }

/** Changes name, signature and avatar (null removes it); a new avatar gets a new version, hence a new URL. */
export async function changeProfile(db: Database, userId: number, change: ProfileChange): Promise<void> {
  const fields: Partial<typeof users.$inferInsert> = {}
  if (change.username !== undefined) fields.username = change.username
  if (change.signature !== undefined) fields.signature = change.signature
  await db.transaction(async (tx) => {
    if (change.avatar === null) {
      await tx.delete(userAvatars).where(eq(userAvatars.userId, userId))
      fields.avatarVersion = null
    } else if (change.avatar !== undefined) {
      await tx
        .insert(userAvatars)
        .values({ userId, ...change.avatar })
        .onConflictDoUpdate({ target: userAvatars.userId, set: change.avatar })
      await tx
        .update(users)
        .set({ avatarVersion: sql`coalesce(${users.avatarVersion}, 0) + 1` })
        .where(eq(users.id, userId))
    }
    if (Object.keys(fields).length > 0) await tx.update(users).set(fields).where(eq(users.id, userId))
  })
}

export async function savePreferences(db: Database, userId: number, preferences: UserDataStatus): Promise<void> {
  await db.update(users).set({ preferences }).where(eq(users.id, userId))
}

/** Records a deletion request; asking again keeps the first date. Returns that date. */
export async function requestDeletion(db: Database, userId: number, reason: string, now: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ deletionRequestedAt: sql`coalesce(${users.deletionRequestedAt}, ${now})`, deletionReason: reason })
    .where(eq(users.id, userId))
    .returning({ requestedAt: users.deletionRequestedAt })
  return row?.requestedAt ?? now
}

/** Replaces the stored roles ('user' and 'visitor' are implied, never stored); null when there is no such user. */
export async function setRoles(db: Database, userId: number, roles: readonly Role[]): Promise<UserRow | null> {
  const stored = [...new Set(roles.filter((role) => role !== 'user' && role !== 'visitor'))]
  const [row] = await db.update(users).set({ roles: stored }).where(eq(users.id, userId)).returning()
  return row ?? null
}

/** A user no one can log in as (no phone, Telegram id or email): the demo's cast. */
export async function findOrCreateLoginlessUser(
  db: Database,
  username: string,
  now: number,
  level = 1,
): Promise<{ id: number; username: string; level: number }> {
  const [found] = await db
    .select({ id: users.id, username: users.username, level: users.level })
    .from(users)
    .where(and(eq(users.username, username), isNull(users.mobile), isNull(users.telegramId), isNull(users.email)))
    .orderBy(asc(users.id))
    .limit(1)
  if (found) return found
  const [made] = await db
    .insert(users)
    .values({ username, level, createdAt: now })
    .returning({ id: users.id, username: users.username, level: users.level })
  if (!made) throw new Error(`user ${username} was not inserted`)
  return made
}

/** A user's coin balance (0 for no such user). */
export async function balanceOf(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ gold: users.gold }).from(users).where(eq(users.id, userId))
  return row?.gold ?? 0
}

/** Locks the balance row of `userId` for the rest of the transaction (the ledger's first step). */
export async function lockBalance(tx: Database, userId: number): Promise<number> {
  const [row] = await tx.select({ gold: users.gold }).from(users).where(eq(users.id, userId)).for('update')
  return row?.gold ?? 0
}

/** Adds `amount` (signed) to the balance unless it would go below 0; the new balance, or null when refused. */
export async function addToBalance(tx: Database, userId: number, amount: number): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ gold: sql`${users.gold} + ${amount}` })
    .where(and(eq(users.id, userId), sql`${users.gold} + ${amount} >= 0`))
    .returning({ gold: users.gold })
  return row?.gold ?? null
}

/** A user's uploaded avatar (its bytes and type), or null. */
export async function avatarOf(db: Database, userId: number): Promise<typeof userAvatars.$inferSelect | null> {
  const [row] = await db.select().from(userAvatars).where(eq(userAvatars.userId, userId))
  return row ?? null
}

export async function addFollow(db: Database, followerId: number, followeeId: number, now: number): Promise<void> {
  await db.insert(follows).values({ followerId, followeeId, createdAt: now }).onConflictDoNothing()
}

export async function removeFollow(db: Database, followerId: number, followeeId: number): Promise<void> {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
}

export type ProviderProfile = { provider: OAuthAccountRow['provider']; openId: string; name: string; avatarUrl: string }

/** Records (or refreshes) a third-party account; the user it is bound to, if any. */
export async function upsertOAuthAccount(db: Database, profile: ProviderProfile, now: number): Promise<number | null> {
  const [account] = await db
    .insert(oauthAccounts)
    .values({ ...profile, createdAt: now })
    .onConflictDoUpdate({
      target: [oauthAccounts.provider, oauthAccounts.openId],
      set: { name: sql`excluded.name`, avatarUrl: sql`excluded.avatar_url` },
    })
    .returning({ userId: oauthAccounts.userId })
  return account?.userId ?? null
}

/** A third-party account as recorded (its name and avatar), or null. */
export async function oauthAccountOf(db: Database, provider: string, openId: string) {
  const [account] = await db
    .select()
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.openId, openId)))
  return account ?? null
}

/** Binds a third-party account to `userId` unless it is bound already. */
export async function bindOAuthAccount(db: Database, provider: string, openId: string, userId: number): Promise<void> {
  await db
    .update(oauthAccounts)
    .set({ userId })
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.openId, openId), isNull(oauthAccounts.userId)))
}
