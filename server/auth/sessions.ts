import { createHmac } from 'node:crypto'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type Role, roleSchema } from '../../protocol/auth'
import { chinaDay } from '../../protocol/channel'
import { hashSecret, newSecret } from '../crypto/secrets'
import type { Database } from '../db/client'
import { signingSecretOf } from '../db/secrets'
import { sessions, userActiveDays, users } from './tables'

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000
/** …and after this long in any case. */
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000
/** last_seen_at is written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60 * 1000

export type Session = {
  userId: number
  /** The stored roles plus 'user', which every logged-in user holds. */
  roles: Role[]
  tokenHash: string
  /** When the session ends if unused (epoch ms). */
  expiresAt: number
}

export type SessionLookup = { status: 'valid'; session: Session } | { status: 'invalid' } | { status: 'expired' }

/** Starts a session: the token goes to the client once; only its hash is kept. */
/** Where a login came from: the client's address and the browser's id (its `device` header), if known. */
export type LoginOrigin = { ip: string; device: string | null }

/** This machine: every visitor of a local run, and nothing to tell two of them apart by. */
const isLoopback = (ip: string) => /^(127\.|::1$|::ffff:127\.)/.test(ip)

/**
 * HMACs of a login's origin: comparable between accounts (self-referral), never readable as such. A loopback
 * address says nothing (a local run, or a proxy without TRUST_PROXY): only the browser's id is kept then.
 */
async function fingerprintsOf(db: Database, origin: LoginOrigin | undefined) {
  if (!origin) return { addressHash: null, deviceHash: null }
  const secret = await signingSecretOf(db, undefined)
  const mac = (kind: string, value: string) =>
    createHmac('sha256', secret).update(`${kind}:${value}`).digest('base64url')
  return {
    addressHash: isLoopback(origin.ip) ? null : mac('address', origin.ip),
    deviceHash: origin.device ? mac('device', origin.device) : null,
  }
}

export async function createSession(
  db: Database,
  userId: number,
  now: number,
  origin?: LoginOrigin,
): Promise<{ token: string; expiresAt: number }> {
  const token = newSecret()
  await db.insert(sessions).values({
    tokenHash: hashSecret(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + SESSION_MAX_MS,
    ...(await fingerprintsOf(db, origin)),
  })
  await markActive(db, userId, now)
  return { token, expiresAt: Math.min(now + SESSION_IDLE_MS, now + SESSION_MAX_MS) }
}

/** Unknown and revoked tokens are 'invalid' (errorCode 3000); idle or too old ones 'expired' (3001). */
export async function lookUpSession(db: Database, token: string, now: number): Promise<SessionLookup> {
  const tokenHash = hashSecret(token)
  const [row] = await db
    .select({
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      maxAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      roles: users.roles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
  if (!row || row.revokedAt !== null) return { status: 'invalid' }
  if (now >= row.maxAt || now >= row.lastSeenAt + SESSION_IDLE_MS) return { status: 'expired' }
  if (now - row.lastSeenAt >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash))
    if (chinaDay(now) !== chinaDay(row.lastSeenAt)) await markActive(db, row.userId, now)
  }
  const stored = row.roles.flatMap((role) => {
    const parsed = roleSchema.safeParse(role)
    return parsed.success ? [parsed.data] : []
  })
  const roles: Role[] = ['user', ...stored.filter((role) => role !== 'user' && role !== 'visitor')]
  return {
    status: 'valid',
    session: { userId: row.userId, roles, tokenHash, expiresAt: Math.min(row.maxAt, now + SESSION_IDLE_MS) },
  }
}

/** Records that a user was active on now's China-time day (the channel area counts active users by day). */
async function markActive(db: Database, userId: number, now: number): Promise<void> {
  await db
    .insert(userActiveDays)
    .values({ userId, day: chinaDay(now) })
    .onConflictDoNothing()
}

export async function revokeSession(db: Database, tokenHash: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
}

/** Ends every session of a user (password change, account deletion). */
export async function revokeAllSessions(db: Database, userId: number, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

/**
 * Deletes sessions that ended (revoked, idle or too old) more than `keepMs` ago (the pruner,
 * server/auth/prune.ts). Until then a stale token still gets 'expired' (3001) rather than 'invalid'.
 */
export async function pruneSessions(db: Database, now: number, keepMs: number): Promise<number> {
  const cutoff = now - keepMs
  const gone = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.revokedAt, cutoff),
        lt(sessions.expiresAt, cutoff),
        lt(sessions.lastSeenAt, cutoff - SESSION_IDLE_MS),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash })
  return gone.length
}

/**
 * Whether two accounts ever logged in from the same address or the same browser (their sessions' HMACs meet):
 * the sign of a partner recharging through an account of their own. Sessions pruned by age are forgotten.
 */
export async function shareAnOrigin(db: Database, a: number, b: number): Promise<boolean> {
  const other = alias(sessions, 'other_sessions')
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(sessions)
    .innerJoin(other, or(eq(other.addressHash, sessions.addressHash), eq(other.deviceHash, sessions.deviceHash)))
    .where(and(eq(sessions.userId, a), eq(other.userId, b)))
    .limit(1)
  return row !== undefined
}
