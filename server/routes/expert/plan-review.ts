import { asc, count, desc, eq, sql } from 'drizzle-orm'
import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import { publishPlan, refusePlan } from '../../experts/plans'
import { planDetailOf, planJoinRow, selectPlans } from '../../experts/read'
import { expertPlans } from '../../experts/tables'
import { CallError } from '../../http/call-error'
import type { Handler } from '../handler'
import { viewerOf } from './public'

const PAGE = 20

/** Administrators: plans, those under review first (oldest first), then the rest newest first. */
export const planReviews: Handler<'planReviews'> = async ({ status, pageIndex }, { db, auth }) => {
  const where = status === undefined ? undefined : eq(expertPlans.status, status)
  const waitingFirst = sql`CASE WHEN ${expertPlans.status} = 'underReview' THEN 0 ELSE 1 END`
  const rows = await selectPlans(db)
    .where(where)
    .orderBy(
      asc(waitingFirst),
      sql`CASE WHEN ${expertPlans.status} = 'underReview' THEN ${expertPlans.updatedAt} ELSE -${expertPlans.updatedAt} END`,
      desc(expertPlans.id),
    )
    .limit(PAGE)
    .offset((pageIndex - 1) * PAGE)
  const [total] = await db.select({ n: count() }).from(expertPlans).where(where)
  const viewer = viewerOf(auth)
  return {
    total: Number(total?.n ?? 0),
    list: await Promise.all(rows.map((row) => planDetailOf(db, row, viewer))),
  }
}

/**
 * Administrators: publish (sealed now: from here on the plan is never edited) or refuse with a reason. A
 * plan whose match has started can no longer be published.
 */
export const planReview: Handler<'planReview'> = async ({ planId, decision, reason }, { db, auth }) => {
  const row = await planJoinRow(db, planId)
  if (!row) throw new CallError(404, EXPERT_MESSAGES.planNotFound)
  if (row.plan.status !== 'underReview') throw new CallError(409, EXPERT_MESSAGES.planAlreadyReviewed)
  const now = auth.now()
  if (decision === 'pass') {
    if (row.matchStatus !== 'notStarted' || row.matchTime <= now)
      throw new CallError(409, EXPERT_MESSAGES.reviewTooLate)
    if (!(await publishPlan(db, row.plan, now))) throw new CallError(409, EXPERT_MESSAGES.planAlreadyReviewed)
  } else if (!(await refusePlan(db, planId, reason ?? '', now)))
    throw new CallError(409, EXPERT_MESSAGES.planAlreadyReviewed)
  const fresh = await planJoinRow(db, planId)
  if (!fresh) throw new CallError(404, EXPERT_MESSAGES.planNotFound)
  return planDetailOf(db, fresh, viewerOf(auth))
}
