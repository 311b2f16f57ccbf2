import { eq } from 'drizzle-orm'
import type { ExpertStanding } from '../../protocol/experts'
import { grantRole } from '../auth/users'
import type { Database } from '../db/client'
import { type ExpertRow, experts } from './tables'

// The owner of `experts`: applications, reviews and the demo cast's accounts.

export async function findExpert(db: Database, userId: number): Promise<ExpertRow | null> {
  const [row] = await db.select().from(experts).where(eq(experts.userId, userId))
  return row ?? null
}

/** A user's standing as an expert ('none' before applying); `phoneBound` says whether they may apply. */
export function standingOf(row: ExpertRow | null, phoneBound: boolean): ExpertStanding {
  if (!row) return { status: 'none', refuseReason: null, appliedAt: null, reviewedAt: null, phoneBound }
  return {
    status: row.status,
    refuseReason: row.status === 'refused' ? row.refuseReason : null,
    appliedAt: row.appliedAt,
    reviewedAt: row.reviewedAt,
    phoneBound,
  }
}

export type ExpertProfile = { name: string; intro: string; gameIds: number[]; leagueIds: string[] }

/**
 * Records an application under review: a new one, or again after a refusal. False when the user already
 * has one under review or passed (a racing second application loses here).
 */
export async function submitApplication(
  db: Database,
  userId: number,
  profile: ExpertProfile,
  now: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(experts).where(eq(experts.userId, userId)).for('update')
    if (existing && existing.status !== 'refused') return false
    await tx
      .insert(experts)
      .values({ userId, ...profile, status: 'underReview', appliedAt: now })
      .onConflictDoUpdate({
        target: experts.userId,
        set: { ...profile, status: 'underReview', refuseReason: null, appliedAt: now, reviewedAt: null },
      })
    return true
  })
}

/** Passes an application: the account is opened (status passed) and the user gets the 'expert' role. */
export async function passExpert(db: Database, userId: number, reviewer: number | null, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(experts)
      .set({ status: 'passed', refuseReason: null, reviewedAt: now, reviewedBy: reviewer })
      .where(eq(experts.userId, userId))
    await grantRole(tx, userId, 'expert')
  })
}

export async function refuseExpert(
  db: Database,
  userId: number,
  reason: string,
  reviewer: number,
  now: number,
): Promise<void> {
  await db
    .update(experts)
    .set({ status: 'refused', refuseReason: reason, reviewedAt: now, reviewedBy: reviewer })
    .where(eq(experts.userId, userId))
}

/** The demo cast's experts (npm start): passed at once and marked as demo. Idempotent. */
export async function ensureDemoExpert(db: Database, userId: number, profile: ExpertProfile, now: number) {
  await db
    .insert(experts)
    .values({ userId, ...profile, status: 'passed', demo: true, appliedAt: now, reviewedAt: now })
    .onConflictDoNothing()
  await grantRole(db, userId, 'expert')
}
