import { and, asc, count, desc, eq, gt, isNotNull, lt, or } from 'drizzle-orm'
import type { ContentBlock, PlanStatus } from '../../../protocol/experts'
import { EXPERT_LIMITS, PLAN_STATUSES } from '../../../protocol/experts'
import { gameById } from '../../../protocol/games'
import { MESSAGES } from '../../../protocol/messages'
import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import { requireCleanPublicText } from '../../chat/public-text'
import type { Database } from '../../db/client'
import { componentsOf, countComponents, deleteComponent, saveComponent } from '../../experts/components'
import { findExpert } from '../../experts/experts'
import { planImageUrl, storedPictureOf } from '../../experts/images'
import { insertPlan, type PlanValues, setPlanStatus, updateUnpublishedPlan } from '../../experts/plans'
import { expertCards, planDetailOf, planJoinRow, selectPlans } from '../../experts/read'
import { dailyReturns, monthlyReturns, returnsSummary } from '../../experts/returns'
import { expertPlans, experts } from '../../experts/tables'
import { CallError } from '../../http/call-error'
import { selectMatches } from '../../matches/read'
import { matches } from '../../matches/tables'
import { requireSession } from '../context'
import type { Handler } from '../handler'
import { viewerOf } from './public'

/** The caller as an expert whose application passed; the role alone is not enough (roles can be granted). */
async function requireExpert(db: Database, userId: number) {
  const expert = await findExpert(db, userId)
  if (expert?.status !== 'passed') throw new CallError(403, EXPERT_MESSAGES.notExpert)
  return expert
}

export const getExpertPlans: Handler<'getExpertPlans'> = async ({ status, pageIndex }, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  const where = and(eq(expertPlans.expertId, userId), status === undefined ? undefined : eq(expertPlans.status, status))
  const rows = await selectPlans(db)
    .where(where)
    .orderBy(desc(expertPlans.id))
    .limit(EXPERT_LIMITS.pageSize)
    .offset((pageIndex - 1) * EXPERT_LIMITS.pageSize)
  const [total] = await db.select({ n: count() }).from(expertPlans).where(where)
  const viewer = viewerOf(auth)
  return { total: Number(total?.n ?? 0), list: await Promise.all(rows.map((row) => planDetailOf(db, row, viewer))) }
}

/** §5 soon-to-start: not started, 10 minutes to 7 days ahead. */
function soonRange(now: number) {
  return { from: now + EXPERT_LIMITS.soonestStartMs, to: now + EXPERT_LIMITS.latestStartMs }
}

/** Plans of an expert that count toward the 3 per match: under review or ever published. */
const countsTowardLimit = or(eq(expertPlans.status, 'underReview'), isNotNull(expertPlans.releasedAt))

const MATCH_CHOICES = 200

export const creatorMatches: Handler<'creatorMatches'> = async ({ gameId }, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  const { from, to } = soonRange(auth.now())
  const rows = await selectMatches(db)
    .where(
      and(
        eq(matches.gameId, gameId),
        eq(matches.status, 'notStarted'),
        gt(matches.startTime, from),
        lt(matches.startTime, to),
      ),
    )
    .orderBy(asc(matches.startTime))
    .limit(MATCH_CHOICES)
  const mine = await db
    .select({ matchId: expertPlans.matchId, n: count() })
    .from(expertPlans)
    .where(and(eq(expertPlans.expertId, userId), countsTowardLimit))
    .groupBy(expertPlans.matchId)
  const counts = new Map(mine.map((row) => [row.matchId, Number(row.n)]))
  return {
    list: rows.map(({ match, leagueName, home, guest }) => ({
      matchId: match.id,
      leagueName,
      homeName: home.name,
      guestName: guest.name,
      startTime: match.startTime,
      bestOf: match.bestOf,
      plans: counts.get(match.id) ?? 0,
    })),
  }
}

/**
 * Submits (or edits, while never published) a plan: §5 on the server too — the match soon to start and of
 * the chosen game, at most 3 plans per match (counted with the expert's row locked, so two racing
 * submissions cannot both be the third), pictures sniffed and stored. The plan goes under review.
 */
export const savePlan: Handler<'savePlan'> = async (input, { db, auth }) => {
  const { userId } = requireSession(auth)
  await requireExpert(db, userId)
  if (!gameById(input.gameId)) throw new CallError(400, MESSAGES.unknownGame)
  const now = auth.now()
  const [match] = await db.select().from(matches).where(eq(matches.id, input.matchId))
  if (!match || match.gameId !== input.gameId) throw new CallError(400, EXPERT_MESSAGES.matchRequired)
  const { from, to } = soonRange(now)
  if (match.status !== 'notStarted' || match.startTime < from || match.startTime > to)
    throw new CallError(400, EXPERT_MESSAGES.matchNotSoon)
  requireCleanPublicText([
    input.title,
    ...input.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])),
  ])
  const { playLevel, playType, pick } = input
  const planId = await db.transaction(async (tx) => {
    await tx.select({ id: experts.userId }).from(experts).where(eq(experts.userId, userId)).for('update')
    if (input.planId !== undefined) {
      const existing = await tx.select().from(expertPlans).where(eq(expertPlans.id, input.planId))
      if (existing[0]?.expertId !== userId) throw new CallError(404, EXPERT_MESSAGES.planNotFound)
      if (existing[0].releasedAt !== null || !['underReview', 'refused'].includes(existing[0].status))
        throw new CallError(409, EXPERT_MESSAGES.planNotEditable)
    }
    const [taken] = await tx
      .select({ n: count() })
      .from(expertPlans)
      .where(and(eq(expertPlans.expertId, userId), eq(expertPlans.matchId, match.id), countsTowardLimit))
    const others = Number(taken?.n ?? 0) - (input.planId !== undefined ? 1 : 0)
    if (others >= EXPERT_LIMITS.plansPerMatch) throw new CallError(409, EXPERT_MESSAGES.tooManyPlans)
    const coverId = await storedPictureOf(tx, userId, input.cover, now)
    if (coverId === null) throw new CallError(400, EXPERT_MESSAGES.imageInvalid)
    const content: ContentBlock[] = []
    for (const block of input.content) {
      if (block.type === 'text') {
        if (block.text.trim() !== '') content.push({ type: 'text', text: block.text.trim() })
        continue
      }
      const id = await storedPictureOf(tx, userId, block.src, now)
      if (id === null) throw new CallError(400, EXPERT_MESSAGES.imageInvalid)
      content.push({ type: 'image', src: planImageUrl(id) })
    }
    const values: PlanValues = {
      expertId: userId,
      gameId: input.gameId,
      matchId: match.id,
      leagueId: match.leagueId,
      title: input.title,
      playLevel,
      playType,
      line: input.line,
      pick,
      odds: Math.round(input.odds * 100) / 100,
      price: input.price,
      firstOrderPrice: input.firstOrderPrice,
      refundIfMiss: input.refundIfMiss,
      coverId,
      content,
    }
    if (input.planId === undefined) return insertPlan(tx, values, now)
    if (!(await updateUnpublishedPlan(tx, input.planId, values, now)))
      throw new CallError(409, EXPERT_MESSAGES.planNotEditable)
    return input.planId
  })
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
  const counts = await db
    .select({ status: expertPlans.status, n: count() })
    .from(expertPlans)
    .where(eq(expertPlans.expertId, userId))
    .groupBy(expertPlans.status)
  const plans = Object.fromEntries(PLAN_STATUSES.map((status) => [status, 0])) as Record<PlanStatus, number>
  for (const row of counts) plans[row.status] = Number(row.n)
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
