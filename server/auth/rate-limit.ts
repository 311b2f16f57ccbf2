import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateEvents } from './tables'

/** At most `max` events of one bucket within `windowMs` (a sliding window). */
export type Limit = { bucket: string; max: number; windowMs: number }

/** A database handle or an open transaction: both run queries the same way. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const QUARTER_HOUR = 15 * 60 * 1000
/** First half of the two-key advisory locks of rate buckets, so they never meet other advisory locks. */
const LOCK_NAMESPACE = 7_301_946

/** Codes sent to one phone or email, and from one address (`perAddress` an hour, 2.5 times that a day). */
export function codeSendLimits(channel: string, target: string, ip: string, perAddress = 20): Limit[] {
  return [
    { bucket: `${channel}:to:${target}`, max: 5, windowMs: HOUR },
    { bucket: `${channel}:to:${target}`, max: 10, windowMs: DAY },
    { bucket: `${channel}:ip:${ip}`, max: perAddress, windowMs: HOUR },
    { bucket: `${channel}:ip:${ip}`, max: Math.ceil(perAddress * 2.5), windowMs: DAY },
  ]
}

/** Codes to one phone or email after which each further one needs a solved challenge (code bombing). */
export function codeChallengeLimit(channel: string, target: string): Limit {
  return { bucket: `${channel}:free:${target}`, max: 2, windowMs: HOUR }
}

/**
 * The hard lock of password login: failures of one account from one address. Another address (the
 * account's owner) is not locked by it, so an attacker cannot lock a victim out.
 */
export function passwordLockLimit(mobile: string, ip: string): Limit {
  return { bucket: `pwfail:pair:${ip}:${mobile}`, max: 5, windowMs: QUARTER_HOUR }
}

/**
 * The soft limits of password login: many attempts on one account (from anywhere) or from one address (on
 * any account) do not lock, they make each further attempt carry a solved challenge.
 */
export function passwordChallengeLimits(mobile: string, ip: string): Limit[] {
  return [
    { bucket: `pwfail:account:${mobile}`, max: 10, windowMs: QUARTER_HOUR },
    { bucket: `pwfail:ip:${ip}`, max: 30, windowMs: QUARTER_HOUR },
  ]
}

/**
 * Serializes every transaction that touches these buckets until it ends: a transaction-scoped advisory lock
 * per bucket, taken in one order so two transactions never wait on each other in a cycle. On PGlite (a
 * single connection) transactions already run one at a time; the lock is then free.
 */
export async function lockBuckets(tx: Queryable, buckets: string[]): Promise<void> {
  const keys = [...new Set(buckets)].sort()
  for (const bucket of keys) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${bucket}))`)
}

/** Events of `limit`'s bucket within its window. */
async function countHits(tx: Queryable, limit: Limit, now: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(rateEvents)
    .where(and(eq(rateEvents.bucket, limit.bucket), gte(rateEvents.at, now - limit.windowMs)))
  return Number(row?.count ?? 0)
}

/** True when any limit has already reached its maximum (call with the buckets locked). */
export async function isFull(tx: Queryable, limits: Limit[], now: number): Promise<boolean> {
  for (const limit of limits) if ((await countHits(tx, limit, now)) >= limit.max) return true
  return false
}

/** Records one event in each distinct bucket of `limits` (call with the buckets locked), and forgets old ones. */
export async function recordHit(tx: Queryable, limits: Limit[], now: number): Promise<void> {
  const buckets = [...new Set(limits.map((limit) => limit.bucket))]
  if (buckets.length === 0) return
  await tx.insert(rateEvents).values(buckets.map((bucket) => ({ bucket, at: now })))
  await tx.delete(rateEvents).where(and(inArray(rateEvents.bucket, buckets), lt(rateEvents.at, now - DAY)))
}

/**
 * Check and count in one step: locks the buckets, and records a hit in each unless one is already full.
 * True when the hit was taken. Parallel callers cannot all pass a limit before the first hit is recorded.
 */
export async function takeHit(db: Database, limits: Limit[], now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockBuckets(
      tx,
      limits.map((limit) => limit.bucket),
    )
    if (await isFull(tx, limits, now)) return false
    await recordHit(tx, limits, now)
    return true
  })
}

/** Forgets a bucket (a successful login clears the failures of its account and address). */
export async function clearBucket(db: Queryable, bucket: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.bucket, bucket))
}
