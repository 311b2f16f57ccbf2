import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateEvents } from './tables'

/** At most `max` events of one bucket within `windowMs`. */
export type Limit = { bucket: string; max: number; windowMs: number }

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const QUARTER_HOUR = 15 * 60 * 1000

/** Codes sent to one phone or email, and from one address. */
export function codeSendLimits(channel: string, target: string, ip: string): Limit[] {
  return [
    { bucket: `${channel}:to:${target}`, max: 5, windowMs: HOUR },
    { bucket: `${channel}:to:${target}`, max: 10, windowMs: DAY },
    { bucket: `${channel}:ip:${ip}`, max: 20, windowMs: HOUR },
    { bucket: `${channel}:ip:${ip}`, max: 50, windowMs: DAY },
  ]
}

/** Failed password logins of one account and from one address. */
export function passwordFailureLimits(mobile: string, ip: string): Limit[] {
  return [
    { bucket: `pwfail:account:${mobile}`, max: 5, windowMs: QUARTER_HOUR },
    { bucket: `pwfail:ip:${ip}`, max: 30, windowMs: QUARTER_HOUR },
  ]
}

/** True when any limit has already reached its maximum. */
export async function isLimited(db: Database, limits: Limit[], now: number): Promise<boolean> {
  for (const limit of limits) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, limit.bucket), gte(rateEvents.at, now - limit.windowMs)))
    if (Number(row?.count ?? 0) >= limit.max) return true
  }
  return false
}

/** Records one event in each distinct bucket of `limits`, and forgets events older than a day. */
export async function recordHit(db: Database, limits: Limit[], now: number): Promise<void> {
  const buckets = [...new Set(limits.map((limit) => limit.bucket))]
  await db.insert(rateEvents).values(buckets.map((bucket) => ({ bucket, at: now })))
  for (const bucket of buckets)
    await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), lt(rateEvents.at, now - DAY)))
}

/** Forgets a bucket (a successful login clears the account's failures). */
export async function clearBucket(db: Database, bucket: string): Promise<void> {
  await db.delete(rateEvents).where(eq(rateEvents.bucket, bucket))
}
