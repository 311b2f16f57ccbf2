import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  type ContentBlock,
  EXPERT_LIMITS,
  type ExpertCard,
  type ExpertRecord,
  type PlanCard,
  type PlanDetail,
} from '../../protocol/experts'
import { follows, users } from '../auth/tables'
import { avatarUrl } from '../auth/users'
import type { Database } from '../db/client'
import { reviewQueueOrder } from '../db/review-order'
import { localizedNames } from '../matches/names'
import { leagues, matches, teams } from '../matches/tables'
import { planImageSignerOf, planImageUrl, signedContent } from './images'
import { sealOf } from './plans'
import { type ExpertRow, expertPlans, experts, type PlanRow, planOrders } from './tables'

// The read side of experts and plans, mapped to protocol/experts.ts. What a viewer may see is decided
// here: a plan's prediction, content and sealed text go only to those `mayRead` lets through.

const home = alias(teams, 'plan_home')
const guest = alias(teams, 'plan_guest')

/** Plans joined with their match, league, teams and author: the one shape every plan read starts from. */
export function selectPlans(db: Database) {
  return db
    .select({
      plan: expertPlans,
      expertName: experts.name,
      expert: { id: users.id, avatarVersion: users.avatarVersion },
      leagueName: leagues.name,
      leagueNameEn: leagues.nameEn,
      homeName: home.name,
      guestName: guest.name,
      homeTeam: { shortName: home.shortName, nameEn: home.nameEn },
      guestTeam: { shortName: guest.shortName, nameEn: guest.nameEn },
      matchTime: matches.startTime,
      matchStatus: matches.status,
    })
    .from(expertPlans)
    .innerJoin(experts, eq(experts.userId, expertPlans.expertId))
    .innerJoin(users, eq(users.id, expertPlans.expertId))
    .innerJoin(matches, eq(matches.id, expertPlans.matchId))
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(guest, eq(guest.id, matches.guestTeamId))
}
export type PlanJoinRow = Awaited<ReturnType<ReturnType<typeof selectPlans>['execute']>>[number]

/** Who is looking: a visitor (null user), a user, an administrator; and when (signed picture addresses). */
export type Viewer = { userId: number | null; admin: boolean; now: number }

/** Whether `viewer` may read a plan's prediction and content: bought, wrote, reviews, or the plan is free. */
export function mayRead(plan: PlanRow, viewer: Viewer, purchased: boolean): boolean {
  return purchased || viewer.admin || plan.expertId === viewer.userId || plan.price === 0
}

/** The plans among `planIds` the user bought. */
export async function purchasedAmong(db: Database, userId: number | null, planIds: number[]): Promise<Set<number>> {
  if (userId === null || planIds.length === 0) return new Set()
  const rows = await db
    .select({ planId: planOrders.planId })
    .from(planOrders)
    .where(and(eq(planOrders.userId, userId), inArray(planOrders.planId, planIds)))
  return new Set(rows.map((row) => row.planId))
}

export function toPlanCard(row: PlanJoinRow, viewer: Viewer, purchased: boolean): PlanCard {
  const { plan } = row
  const readable = mayRead(plan, viewer, purchased)
  // After settlement the prediction is public: the record it made can be checked against its seal.
  const showPrediction = readable || (plan.result !== 'pending' && plan.releasedAt !== null)
  return {
    id: plan.id,
    expertUid: plan.expertId,
    expertName: row.expertName,
    expertAvatar: avatarUrl(row.expert),
    gameId: plan.gameId,
    matchId: plan.matchId,
    leagueName: row.leagueName,
    homeName: row.homeName,
    guestName: row.guestName,
    leagueNames: localizedNames(row.leagueName, row.leagueNameEn),
    homeTeam: { shortName: row.homeTeam.shortName, names: localizedNames(row.homeName, row.homeTeam.nameEn) },
    guestTeam: { shortName: row.guestTeam.shortName, names: localizedNames(row.guestName, row.guestTeam.nameEn) },
    matchTime: row.matchTime,
    title: plan.title,
    playLevel: plan.playLevel,
    playType: plan.playType,
    odds: Math.round(plan.odds * 100) / 100,
    price: plan.price,
    firstOrderPrice: plan.firstOrderPrice,
    refundIfMiss: plan.refundIfMiss,
    cover: plan.coverId === null ? null : planImageUrl(plan.coverId),
    sales: plan.sales,
    status: plan.status,
    result: plan.result,
    resultCorrected: plan.settleRound > 0,
    releasedAt: plan.releasedAt,
    sealHash: plan.sealHash,
    purchased: purchased || plan.expertId === viewer.userId,
    prediction: showPrediction
      ? { playLevel: plan.playLevel, playType: plan.playType, line: plan.line, pick: plan.pick }
      : null,
    createdAt: plan.createdAt,
  }
}

/** Cards of several plan rows for one viewer (one query for what they bought). */
export async function planCards(db: Database, rows: PlanJoinRow[], viewer: Viewer): Promise<PlanCard[]> {
  const bought = await purchasedAmong(
    db,
    viewer.userId,
    rows.map((row) => row.plan.id),
  )
  return rows.map((row) => toPlanCard(row, viewer, bought.has(row.plan.id)))
}

export async function planDetailOf(db: Database, row: PlanJoinRow, viewer: Viewer): Promise<PlanDetail> {
  const purchased = (await purchasedAmong(db, viewer.userId, [row.plan.id])).has(row.plan.id)
  const card = toPlanCard(row, viewer, purchased)
  const readable = mayRead(row.plan, viewer, purchased)
  const [expert] = await expertCards(db, [row.plan.expertId])
  if (!expert) throw new Error(`plan ${row.plan.id} has no expert card`)
  const author = viewer.admin || row.plan.expertId === viewer.userId
  // Its pictures at addresses signed for this viewer: a content picture is never at a public address.
  const content = readable
    ? signedContent(row.plan.content as ContentBlock[], await planImageSignerOf(db), viewer.userId ?? 0, viewer.now)
    : null
  return {
    ...card,
    locked: !readable,
    content,
    sealText: readable && row.plan.releasedAt !== null ? sealOf(row.plan, row.plan.releasedAt).text : null,
    refuseReason: author ? row.plan.refuseReason : null,
    expert,
  }
}

export async function planJoinRow(db: Database, planId: number): Promise<PlanJoinRow | null> {
  const [row] = await selectPlans(db).where(eq(expertPlans.id, planId))
  return row ?? null
}

type Settled = { result: 'hit' | 'miss' | 'void'; odds: number; settledAt: number; planId: number }

/** Percent with one decimal. */
const percent = (value: number) => Math.round(value * 1000) / 10

/**
 * The record of an expert's settled plans (oldest first) and the number ever published. Voids count as
 * settled but neither hit nor miss; ROI stakes one unit per decided plan at its reference odds.
 */
export function recordOf(settled: readonly Settled[], published: number): ExpertRecord {
  const decided = settled.filter((plan) => plan.result !== 'void')
  const hits = decided.filter((plan) => plan.result === 'hit').length
  const returns = decided.reduce((sum, plan) => sum + (plan.result === 'hit' ? plan.odds : 0), 0)
  const newestFirst = [...decided].reverse()
  let streak = 0
  while (streak < newestFirst.length && newestFirst[streak]?.result === 'hit') streak++
  let bestStreak = 0
  let run = 0
  for (const plan of decided) {
    run = plan.result === 'hit' ? run + 1 : 0
    bestStreak = Math.max(bestStreak, run)
  }
  return {
    published,
    settled: settled.length,
    hits,
    misses: decided.length - hits,
    voids: settled.length - decided.length,
    hitRate: decided.length === 0 ? null : percent(hits / decided.length),
    roi: decided.length === 0 ? null : percent((returns - decided.length) / decided.length),
    streak,
    bestStreak,
    windows: EXPERT_LIMITS.resultWindows.map((size) => {
      const window = newestFirst.slice(0, size)
      return { size, hits: window.filter((plan) => plan.result === 'hit').length, settled: window.length }
    }),
    recent: newestFirst.slice(0, 10).map((plan) => plan.result as 'hit' | 'miss'),
  }
}

/** Every settled plan of the experts (ever published: off sale and deleted ones count), oldest first. */
export async function settledPlansOf(db: Database, expertIds: number[], leagueId?: string) {
  if (expertIds.length === 0) return new Map<number, Settled[]>()
  const rows = await db
    .select({
      expertId: expertPlans.expertId,
      planId: expertPlans.id,
      result: expertPlans.result,
      odds: expertPlans.odds,
      settledAt: expertPlans.settledAt,
    })
    .from(expertPlans)
    .where(
      and(
        inArray(expertPlans.expertId, expertIds),
        isNotNull(expertPlans.releasedAt),
        isNotNull(expertPlans.settledAt),
        leagueId === undefined ? undefined : eq(expertPlans.leagueId, leagueId),
      ),
    )
    .orderBy(expertPlans.settledAt, expertPlans.id)
  const byExpert = new Map<number, Settled[]>()
  for (const row of rows) {
    const list = byExpert.get(row.expertId) ?? []
    list.push({ ...row, result: row.result as Settled['result'], settledAt: row.settledAt ?? 0 })
    byExpert.set(row.expertId, list)
  }
  return byExpert
}

/** Cards of passed experts, in the order of `uids` (unknown or unpassed ones left out). */
export async function expertCards(db: Database, uids: number[]): Promise<ExpertCard[]> {
  if (uids.length === 0) return []
  const rows = await db
    .select({ expert: experts, user: { id: users.id, avatarVersion: users.avatarVersion } })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(inArray(experts.userId, uids))
  return cardsOf(db, rows)
}

export async function cardsOf(
  db: Database,
  rows: { expert: ExpertRow; user: { id: number; avatarVersion: number | null } }[],
): Promise<ExpertCard[]> {
  const uids = rows.map((row) => row.expert.userId)
  if (uids.length === 0) return []
  const [settled, published, followers, onSale, leagueNames] = await Promise.all([
    settledPlansOf(db, uids),
    countBy(
      db
        .select({ id: expertPlans.expertId, n: count() })
        .from(expertPlans)
        .where(and(inArray(expertPlans.expertId, uids), isNotNull(expertPlans.releasedAt)))
        .groupBy(expertPlans.expertId),
    ),
    countBy(
      db
        .select({ id: follows.followeeId, n: count() })
        .from(follows)
        .where(inArray(follows.followeeId, uids))
        .groupBy(follows.followeeId),
    ),
    countBy(
      db
        .select({ id: expertPlans.expertId, n: count() })
        .from(expertPlans)
        .innerJoin(matches, eq(matches.id, expertPlans.matchId))
        .where(
          and(
            inArray(expertPlans.expertId, uids),
            eq(expertPlans.status, 'published'),
            eq(matches.status, 'notStarted'),
          ),
        )
        .groupBy(expertPlans.expertId),
    ),
    leagueNamesOf(db, [...new Set(rows.flatMap((row) => row.expert.leagueIds))]),
  ])
  const byId = new Map(
    rows.map(({ expert, user }): [number, ExpertCard] => [
      expert.userId,
      {
        uid: expert.userId,
        name: expert.name,
        avatar: avatarUrl(user),
        intro: expert.intro,
        gameIds: expert.gameIds,
        leagues: expert.leagueIds.flatMap((id) => {
          const name = leagueNames.get(id)
          return name ? [{ id, name }] : []
        }),
        followers: followers.get(expert.userId) ?? 0,
        onSale: onSale.get(expert.userId) ?? 0,
        record: recordOf(settled.get(expert.userId) ?? [], published.get(expert.userId) ?? 0),
        demo: expert.demo,
      },
    ]),
  )
  return uids.flatMap((uid) => {
    const card = byId.get(uid)
    return card ? [card] : []
  })
}

async function countBy(query: Promise<{ id: number; n: number }[]>): Promise<Map<number, number>> {
  return new Map((await query).map((row) => [row.id, Number(row.n)]))
}

async function leagueNamesOf(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: leagues.id, name: leagues.name }).from(leagues).where(inArray(leagues.id, ids))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** Every passed expert (optionally of one game), newest application first. */
export async function passedExperts(db: Database, gameId?: number) {
  return db
    .select({ expert: experts, user: { id: users.id, avatarVersion: users.avatarVersion } })
    .from(experts)
    .innerJoin(users, eq(users.id, experts.userId))
    .where(
      and(eq(experts.status, 'passed'), gameId === undefined ? undefined : sql`${gameId} = ANY(${experts.gameIds})`),
    )
    .orderBy(desc(experts.appliedAt))
}

const REVIEW_PAGE = 20

/** Plans for administrators, of one status or all: those under review first (oldest first), then the rest newest first. */
export async function plansForReview(db: Database, status: PlanRow['status'] | undefined, pageIndex: number) {
  const where = status === undefined ? undefined : eq(expertPlans.status, status)
  const rows = await selectPlans(db)
    .where(where)
    .orderBy(...reviewQueueOrder(expertPlans.status, expertPlans.updatedAt, expertPlans.id))
    .limit(REVIEW_PAGE)
    .offset((pageIndex - 1) * REVIEW_PAGE)
  const [total] = await db.select({ n: count() }).from(expertPlans).where(where)
  return { rows, total: Number(total?.n ?? 0) }
}

/** The plans of `ids` (joined as selectPlans joins them), in no particular order. */
export async function plansByIds(db: Database, ids: readonly number[]) {
  return ids.length === 0 ? [] : selectPlans(db).where(inArray(expertPlans.id, [...ids]))
}
