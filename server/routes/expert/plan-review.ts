import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import { publishPlan, refusePlan } from '../../experts/plans'
import { planDetailOf, planJoinRow, plansForReview } from '../../experts/read'
import { CallError } from '../../http/call-error'
import type { Handler } from '../handler'
import { viewerOf } from './public'

/** Administrators: plans, those under review first (oldest first), then the rest newest first. */
export const planReviews: Handler<'planReviews'> = async ({ status, pageIndex }, { db, auth }) => {
  const { rows, total } = await plansForReview(db, status, pageIndex)
  const viewer = viewerOf(auth)
  return { total, list: await Promise.all(rows.map((row) => planDetailOf(db, row, viewer))) }
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
