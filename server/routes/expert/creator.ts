import { EXPERT_LIMITS } from '../../../protocol/experts'
import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import { requireCleanPublicText } from '../../chat/public-text'
import { componentsOf, countComponents, deleteComponent, saveComponent } from '../../experts/components'
import { planImageUrl, storedPictureOf } from '../../experts/images'
import { setPlanStatus } from '../../experts/plans'
import { expertCards, planDetailOf, planJoinRow } from '../../experts/read'
import { dailyReturns, monthlyReturns, returnsSummary } from '../../experts/returns'
import { ownPlansPage, planCountsByStatus, planMatchChoices, requireExpert, submitPlan } from '../../experts/submission'
import { CallError } from '../../http/call-error'
import { requireSession } from '../context'
import type { Handler } from '../handler'
import { viewerOf } from './public'

export const getExpertPlans: Handler<'getExpertPlans'> = async ({ status, pageIndex }, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  const { rows, total } = await ownPlansPage(db, userId, status, pageIndex)
  const viewer = viewerOf(auth)
  return { total, list: await Promise.all(rows.map((row) => planDetailOf(db, row, viewer))) }
}

export const creatorMatches: Handler<'creatorMatches'> = async ({ gameId }, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  return { list: await planMatchChoices(db, userId, gameId, auth.now()) }
}

/** Submits or edits a plan (the §5 rules are in experts/submission.ts), once its text is found clean. */
export const savePlan: Handler<'savePlan'> = async (input, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  requireCleanPublicText([
    input.title,
    ...input.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])),
  ])
  const planId = await submitPlan(db, userId, input, auth.now())
  const row = await planJoinRow(db, planId)
  if (!row) throw new CallError(404, EXPERT_MESSAGES.planNotFound)
  return planDetailOf(db, row, viewerOf(auth))
}

export const planAction: Handler<'planAction'> = async ({ planId, action }, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  const status = action === 'offSale' ? 'offSale' : 'deleted'
  if (!(await setPlanStatus(db, userId, planId, status, auth.now())))
    throw new CallError(404, EXPERT_MESSAGES.planNotFound)
  return { planId, status }
}

export const getReturnsDetailedSummary: Handler<'getReturnsDetailedSummary'> = async (_input, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  const plans = await planCountsByStatus(db, userId)
  const [expert] = await expertCards(db, [userId])
  if (!expert) throw new CallError(403, EXPERT_MESSAGES.notExpert)
  return { ...(await returnsSummary(db, userId, auth.now())), plans, expert }
}

export const getReturnsDetailed: Handler<'getReturnsDetailed'> = async ({ days }, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  return { list: await dailyReturns(db, userId, days, auth.now()) }
}

export const getMonthlyReturnsDetailed: Handler<'getMonthlyReturnsDetailed'> = async (_input, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  return { list: await monthlyReturns(db, userId, auth.now()) }
}

export const planComponents: Handler<'planComponents'> = async (_input, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  return { list: await componentsOf(db, userId, auth.now()) }
}

export const savePlanComponent: Handler<'savePlanComponent'> = async (input, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  const now = auth.now()
  let body = input.body
  if (input.kind === 'image') {
    const id = await storedPictureOf(db, userId, input.body, now)
    if (id === null) throw new CallError(400, EXPERT_MESSAGES.imageInvalid)
    body = planImageUrl(id)
  } else {
    if (body.length > EXPERT_LIMITS.componentTextMax) throw new CallError(400, EXPERT_MESSAGES.componentBodyRequired)
    requireCleanPublicText([input.name, body])
  }
  if (input.id === undefined && (await countComponents(db, userId)) >= EXPERT_LIMITS.componentsMax)
    throw new CallError(409, EXPERT_MESSAGES.componentsTooMany)
  const saved = await saveComponent(db, userId, { ...input, body }, now)
  if (!saved) throw new CallError(404, EXPERT_MESSAGES.componentNotFound)
  return saved
}

export const deletePlanComponent: Handler<'deletePlanComponent'> = async ({ id }, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  if (!(await deleteComponent(db, userId, id))) throw new CallError(404, EXPERT_MESSAGES.componentNotFound)
  return { id }
}
