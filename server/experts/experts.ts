import { count, eq } from 'drizzle-orm'
import type { ExpertStanding } from '../../protocol/experts'
import { users } from '../auth/tables'
import { grantRole } from '../auth/users'
import type { Database } from '../db/client'
import { reviewQueueOrder } from '../db/review-order'
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

const APPLICATIONS_PAGE = 20

/** Expert applications for administrators, of one standing or all: waiting ones first (oldest first), then the rest newest first. */
export async function listExpertApplications(
  db: Database,
  status: ExpertStanding['status'] | undefined,
  pageIndex: number,
) {
  if (status === 'none') return { list: [], total: 0 }
  const where = status === undefined ? undefined : eq(experts.status, status)
  const rows = await db
    .select({ expert: experts, username: users.username })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(where)
    .orderBy(...reviewQueueOrder(experts.status, experts.appliedAt, experts.userId))
    .limit(APPLICATIONS_PAGE)
    .offset((pageIndex - 1) * APPLICATIONS_PAGE)
  const [total] = await db.select({ n: count() }).from(experts).where(where)
  return {
    total: Number(total?.n ?? 0),
    list: rows.map(({ expert, username }) => ({
      uid: expert.userId,
      username,
      name: expert.name,
      intro: expert.intro,
      gameIds: expert.gameIds,
      status: expert.status,
      refuseReason: expert.refuseReason,
      appliedAt: expert.appliedAt,
    })),
  }
}
