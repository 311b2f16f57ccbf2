import { and, asc, count, desc, eq, gt, isNotNull, lt, or } from 'drizzle-orm'
import type { z } from 'zod'
import type { CALLS } from '../../protocol/calls'
import type { ContentBlock, PlanStatus } from '../../protocol/experts'
import { EXPERT_LIMITS, PLAN_STATUSES } from '../../protocol/experts'
import { gameById } from '../../protocol/games'
import { MESSAGES } from '../../protocol/messages'
import { EXPERT_MESSAGES } from '../../protocol/messages/expert'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { selectMatches } from '../matches/read'
import { matches } from '../matches/tables'
import { findExpert } from './experts'
import { planImageUrl, storedPictureOf } from './images'
import { insertPlan, type PlanValues, updateUnpublishedPlan } from './plans'
import { selectPlans } from './read'
import { expertPlans, experts } from './tables'

// An expert's side of the plans (§5): the matches a plan may be about, the submission rules, the expert's own
// lists and counts. The handlers in routes/expert/creator.ts check the session and the public text, then call
// these.

export type PlanSubmission = z.output<(typeof CALLS)['savePlan']['input']>

/** The caller as an expert whose application passed; the role alone is not enough (roles can be granted). */
export async function requireExpert(db: Database, userId: number) {
  const expert = await findExpert(db, userId)
  if (expert?.status !== 'passed') throw new CallError(403, EXPERT_MESSAGES.notExpert)
  return expert
}

/** §5 soon-to-start: not started, 10 minutes to 7 days ahead. */
function soonRange(now: number) {
  return { from: now + EXPERT_LIMITS.soonestStartMs, to: now + EXPERT_LIMITS.latestStartMs }
}

/** Plans of an expert that count toward the 3 per match: under review or ever published. */
const countsTowardLimit = or(eq(expertPlans.status, 'underReview'), isNotNull(expertPlans.releasedAt))

const MATCH_CHOICES = 200

/** The matches an expert may write a plan on (of one game, soon to start), with how many plans they have on each. */
export async function planMatchChoices(db: Database, userId: number, gameId: number, now: number) {
  const { from, to } = soonRange(now)
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
  return rows.map(({ match, leagueName, home, guest }) => ({
    matchId: match.id,
    leagueName,
    homeName: home.name,
    guestName: guest.name,
    startTime: match.startTime,
    bestOf: match.bestOf,
    plans: counts.get(match.id) ?? 0,
  }))
}

/**
 * Submits (or edits, while never published) a plan: §5 on the server — the match soon to start and of the
 * chosen game, at most 3 plans per match (counted with the expert's row locked, so two racing submissions
 * cannot both be the third), pictures sniffed and stored. The plan goes under review; its id. The caller has
 * checked that the author is an expert and that the text is clean.
 */
export async function submitPlan(db: Database, userId: number, input: PlanSubmission, now: number): Promise<number> {
  if (!gameById(input.gameId)) throw new CallError(400, MESSAGES.unknownGame)
  const [match] = await db.select().from(matches).where(eq(matches.id, input.matchId))
  if (!match || match.gameId !== input.gameId) throw new CallError(400, EXPERT_MESSAGES.matchRequired)
  const { from, to } = soonRange(now)
  if (match.status !== 'notStarted' || match.startTime < from || match.startTime > to)
    throw new CallError(400, EXPERT_MESSAGES.matchNotSoon)
  const { playLevel, playType, pick } = input
  return db.transaction(async (tx) => {
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
}

/** One page of an expert's own plans, of one status or all, newest first, with the total. */
export async function ownPlansPage(db: Database, userId: number, status: PlanStatus | undefined, pageIndex: number) {
  const where = and(eq(expertPlans.expertId, userId), status === undefined ? undefined : eq(expertPlans.status, status))
  const rows = await selectPlans(db)
    .where(where)
    .orderBy(desc(expertPlans.id))
    .limit(EXPERT_LIMITS.pageSize)
    .offset((pageIndex - 1) * EXPERT_LIMITS.pageSize)
  const [total] = await db.select({ n: count() }).from(expertPlans).where(where)
  return { rows, total: Number(total?.n ?? 0) }
}

/** How many plans an expert has in each status. */
export async function planCountsByStatus(db: Database, userId: number): Promise<Record<PlanStatus, number>> {
  const counts = await db
    .select({ status: expertPlans.status, n: count() })
    .from(expertPlans)
    .where(eq(expertPlans.expertId, userId))
    .groupBy(expertPlans.status)
  const plans = Object.fromEntries(PLAN_STATUSES.map((status) => [status, 0])) as Record<PlanStatus, number>
  for (const row of counts) plans[row.status] = Number(row.n)
  return plans
}
