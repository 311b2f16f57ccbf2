import { createHash } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { type ContentBlock, type PlanResult, type PlanStatus, sealTextOf } from '../../protocol/experts'
import type { Database } from '../db/client'
import { expertPlans, type PlanRow } from './tables'

// The owner of `expert_plans`: submitting and editing, review, sealing, taking off sale, deleting, sales
// counts and settlement marks. Everything else reads.

export type PlanValues = Omit<
  typeof expertPlans.$inferInsert,
  | 'id'
  | 'status'
  | 'refuseReason'
  | 'result'
  | 'sales'
  | 'createdAt'
  | 'updatedAt'
  | 'releasedAt'
  | 'sealHash'
  | 'settledAt'
  | 'settledSeq'
  | 'revenueCredited'
  | 'settleRound'
>

export async function planRow(db: Database, id: number): Promise<PlanRow | null> {
  const [row] = await db.select().from(expertPlans).where(eq(expertPlans.id, id))
  return row ?? null
}

/** A new plan, under review. */
export async function insertPlan(tx: Database, values: PlanValues, now: number): Promise<number> {
  const [row] = await tx
    .insert(expertPlans)
    .values({ ...values, status: 'underReview', createdAt: now, updatedAt: now })
    .returning({ id: expertPlans.id })
  if (!row) throw new Error('plan insert returned nothing')
  return row.id
}

/** Changes a plan that was never published (under review or refused): it goes back under review. */
export async function updateUnpublishedPlan(tx: Database, id: number, values: PlanValues, now: number) {
  const changed = await tx
    .update(expertPlans)
    .set({ ...values, status: 'underReview', refuseReason: null, updatedAt: now })
    .where(
      and(
        eq(expertPlans.id, id),
        inArray(expertPlans.status, ['underReview', 'refused']),
        sql`${expertPlans.releasedAt} IS NULL`,
      ),
    )
    .returning({ id: expertPlans.id })
  return changed.length > 0
}

/** The seal of a plan published at `releasedAt`: the exact text and its SHA-256. */
export function sealOf(row: PlanRow, releasedAt: number): { text: string; hash: string } {
  const text = sealTextOf({
    id: row.id,
    matchId: row.matchId,
    prediction: { playLevel: row.playLevel, playType: row.playType, line: row.line, pick: row.pick },
    odds: row.odds,
    content: row.content as ContentBlock[],
    releasedAt,
  })
  return { text, hash: createHash('sha256').update(text).digest('hex') }
}

/**
 * Publishes a plan under review: sealed (its hash and time stored; from here on it is never edited), on
 * sale. False when it was not under review any more (a second reviewer got there first).
 */
export async function publishPlan(db: Database, row: PlanRow, now: number): Promise<boolean> {
  const { hash } = sealOf(row, now)
  const changed = await db
    .update(expertPlans)
    .set({ status: 'published', releasedAt: now, sealHash: hash, updatedAt: now })
    .where(and(eq(expertPlans.id, row.id), eq(expertPlans.status, 'underReview')))
    .returning({ id: expertPlans.id })
  return changed.length > 0
}

export async function refusePlan(db: Database, id: number, reason: string, now: number): Promise<boolean> {
  const changed = await db
    .update(expertPlans)
    .set({ status: 'refused', refuseReason: reason, updatedAt: now })
    .where(and(eq(expertPlans.id, id), eq(expertPlans.status, 'underReview')))
    .returning({ id: expertPlans.id })
  return changed.length > 0
}

/** Refuses the plans still under review whose match has started (they can no longer be published). */
export async function refuseLatePlans(db: Database, matchIds: string[], reason: string, now: number) {
  if (matchIds.length === 0) return 0
  const changed = await db
    .update(expertPlans)
    .set({ status: 'refused', refuseReason: reason, updatedAt: now })
    .where(and(inArray(expertPlans.matchId, matchIds), eq(expertPlans.status, 'underReview')))
    .returning({ id: expertPlans.id })
  return changed.length
}

/** Off sale (from published) or deleted (from any status); false when the plan is not the expert's. */
export async function setPlanStatus(
  db: Database,
  expertId: number,
  id: number,
  status: Extract<PlanStatus, 'offSale' | 'deleted'>,
  now: number,
): Promise<boolean> {
  const from: PlanStatus[] = status === 'offSale' ? ['published'] : ['underReview', 'published', 'refused', 'offSale']
  const changed = await db
    .update(expertPlans)
    .set({ status, updatedAt: now })
    .where(and(eq(expertPlans.id, id), eq(expertPlans.expertId, expertId), inArray(expertPlans.status, from)))
    .returning({ id: expertPlans.id })
  return changed.length > 0
}

export async function addSale(tx: Database, id: number): Promise<void> {
  await tx
    .update(expertPlans)
    .set({ sales: sql`${expertPlans.sales} + 1` })
    .where(eq(expertPlans.id, id))
}

/** Marks a pending plan settled; false when it was settled already (a second run, another server). */
export async function markSettled(
  tx: Database,
  id: number,
  result: Exclude<PlanResult, 'pending'>,
  seq: number,
  now: number,
): Promise<boolean> {
  const changed = await tx
    .update(expertPlans)
    .set({ result, settledAt: now, settledSeq: seq })
    .where(and(eq(expertPlans.id, id), eq(expertPlans.result, 'pending')))
    .returning({ id: expertPlans.id })
  return changed.length > 0
}

/**
 * Takes a settled plan to its match's later `seq` with the result that match now gives, within `tx`: a
 * changed result starts the next settlement round. False when another pass got there first (the plan is no
 * longer as `plan` read it).
 */
export async function markRechecked(
  tx: Database,
  plan: Pick<PlanRow, 'id' | 'result' | 'settledSeq' | 'settleRound'>,
  result: Exclude<PlanResult, 'pending'>,
  seq: number,
): Promise<boolean> {
  const changed = await tx
    .update(expertPlans)
    .set({ result, settledSeq: seq, settleRound: plan.settleRound + (result === plan.result ? 0 : 1) })
    .where(
      and(
        eq(expertPlans.id, plan.id),
        eq(expertPlans.result, plan.result),
        eq(expertPlans.settledSeq, plan.settledSeq),
        eq(expertPlans.settleRound, plan.settleRound),
      ),
    )
    .returning({ id: expertPlans.id })
  return changed.length > 0
}

/** Records what the expert now holds of a plan's sales (orders.ts moved it through the ledger). */
export async function setRevenueCredited(tx: Database, id: number, credited: number) {
  await tx.update(expertPlans).set({ revenueCredited: credited }).where(eq(expertPlans.id, id))
}
