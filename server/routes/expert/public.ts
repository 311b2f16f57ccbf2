import { and, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm'
import type { ExpertCard } from '../../../protocol/experts'
import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import {
  cardsOf,
  expertCards,
  passedExperts,
  planCards,
  planDetailOf,
  planJoinRow,
  recordOf,
  selectPlans,
  settledPlansOf,
  type Viewer,
} from '../../experts/read'
import { expertPlans } from '../../experts/tables'
import { CallError } from '../../http/call-error'
import { leagues, matches } from '../../matches/tables'
import type { AuthContext } from '../context'
import type { Handler } from '../handler'

export function viewerOf(auth: AuthContext): Viewer {
  return {
    userId: auth.session?.userId ?? null,
    admin: auth.session?.roles.includes('admin') ?? false,
    now: auth.now(),
  }
}

/** Plans a visitor may see in lists: published and not deleted ('offSale' ones stay in the history). */
const onSale = and(eq(expertPlans.status, 'published'), eq(matches.status, 'notStarted'))

export const getExpertPlanInfo: Handler<'getExpertPlanInfo'> = async ({ planId }, { db, auth }) => {
  const row = await planJoinRow(db, planId)
  const viewer = viewerOf(auth)
  const author = row !== null && (viewer.admin || row.plan.expertId === viewer.userId)
  // Unpublished and deleted plans are their author's (and reviewers') only; a buyer keeps a deleted one.
  if (!row || (!author && row.plan.releasedAt === null)) throw new CallError(404, EXPERT_MESSAGES.planNotFound)
  return planDetailOf(db, row, viewer)
}

async function requireCard(db: Parameters<typeof expertCards>[0], expertId: number): Promise<ExpertCard> {
  const [card] = await expertCards(db, [expertId])
  if (!card) throw new CallError(404, EXPERT_MESSAGES.expertNotFound)
  return card
}

export const getExpertInfo: Handler<'getExpertInfo'> = async ({ expertId }, { db }) => requireCard(db, expertId)

export const getExpertInfoAccuracy: Handler<'getExpertInfoAccuracy'> = async ({ expertId }, { db }) => ({
  windows: (await requireCard(db, expertId)).record.windows,
})

const GRAPH_POINTS = 100

export const getExpertInfoGraph: Handler<'getExpertInfoGraph'> = async ({ expertId }, { db }) => {
  await requireCard(db, expertId)
  const settled = (await settledPlansOf(db, [expertId])).get(expertId) ?? []
  const points = settled.map((plan, i) => {
    const record = recordOf(settled.slice(0, i + 1), i + 1)
    return {
      at: plan.settledAt,
      planId: plan.planId,
      result: plan.result,
      hitRate: record.hitRate ?? 0,
      roi: record.roi ?? 0,
    }
  })
  return { points: points.slice(-GRAPH_POINTS) }
}

export const getHomeExpertPlans: Handler<'getHomeExpertPlans'> = async ({ gameId, size }, { db, auth }) => {
  const rows = await selectPlans(db)
    .where(and(onSale, gameId === undefined ? undefined : eq(expertPlans.gameId, gameId)))
    .orderBy(desc(expertPlans.sales), desc(expertPlans.releasedAt))
    .limit(size)
  return { list: await planCards(db, rows, viewerOf(auth)) }
}

/** Experts ranked by `sort`; the rate-based sorts need at least this many decided plans to rank. */
const RANKED_MIN_SETTLED = 3

function rankValue(card: ExpertCard, sort: 'hitRate' | 'streak' | 'roi' | 'followers'): number {
  if (sort === 'followers') return card.followers
  if (sort === 'streak') return card.record.streak
  const decided = card.record.hits + card.record.misses
  if (decided < RANKED_MIN_SETTLED) return Number.NEGATIVE_INFINITY
  return (sort === 'hitRate' ? card.record.hitRate : card.record.roi) ?? Number.NEGATIVE_INFINITY
}

async function rankedExperts(
  db: Parameters<typeof cardsOf>[0],
  gameId: number | undefined,
  sort: 'hitRate' | 'streak' | 'roi' | 'followers',
) {
  const cards = await cardsOf(db, await passedExperts(db, gameId))
  return cards.sort((a, b) => rankValue(b, sort) - rankValue(a, sort) || b.record.settled - a.record.settled)
}

export const recommendExpert: Handler<'recommendExpert'> = async ({ gameId, size }, { db }) => {
  const cards = await rankedExperts(db, gameId, 'hitRate')
  const withPlans = cards.filter((card) => card.onSale > 0)
  return { list: [...withPlans, ...cards.filter((card) => card.onSale === 0)].slice(0, size) }
}

export const expertLibraryPC: Handler<'expertLibraryPC'> = async ({ gameId, sort, pageIndex }, { db }) => {
  const cards = await rankedExperts(db, gameId, sort)
  const size = 20
  return { list: cards.slice((pageIndex - 1) * size, pageIndex * size), total: cards.length }
}

const SPECIALISTS_PER_LEAGUE = 3
const SPECIALIST_MIN_SETTLED = 2

/** Per league with settled plans, the experts with the best hit rate on that league's plans. */
export const expertSpecialists: Handler<'expertSpecialists'> = async ({ gameId }, { db }) => {
  const rows = await db
    .select({ expertId: expertPlans.expertId, leagueId: expertPlans.leagueId, result: expertPlans.result })
    .from(expertPlans)
    .where(
      and(
        isNotNull(expertPlans.releasedAt),
        ne(expertPlans.result, 'pending'),
        ne(expertPlans.result, 'void'),
        gameId === undefined ? undefined : eq(expertPlans.gameId, gameId),
      ),
    )
  const tally = new Map<string, Map<number, { hits: number; settled: number }>>()
  for (const row of rows) {
    const byExpert = tally.get(row.leagueId) ?? new Map()
    const entry = byExpert.get(row.expertId) ?? { hits: 0, settled: 0 }
    entry.settled++
    if (row.result === 'hit') entry.hits++
    byExpert.set(row.expertId, entry)
    tally.set(row.leagueId, byExpert)
  }
  const leagueRows = tally.size
    ? await db
        .select({ id: leagues.id, name: leagues.name, gameId: leagues.gameId })
        .from(leagues)
        .where(inArray(leagues.id, [...tally.keys()]))
    : []
  const picks = leagueRows.map((league) => {
    const ranked = [...(tally.get(league.id) ?? new Map()).entries()]
      .filter(([, entry]) => entry.settled >= SPECIALIST_MIN_SETTLED)
      .map(([expertId, entry]) => ({
        expertId,
        ...entry,
        hitRate: Math.round((entry.hits / entry.settled) * 1000) / 10,
      }))
      .sort((a, b) => b.hitRate - a.hitRate || b.settled - a.settled)
      .slice(0, SPECIALISTS_PER_LEAGUE)
    return { league, ranked }
  })
  const cards = new Map(
    (await expertCards(db, [...new Set(picks.flatMap((pick) => pick.ranked.map((entry) => entry.expertId)))])).map(
      (card) => [card.uid, card],
    ),
  )
  return {
    list: picks
      .map(({ league, ranked }) => ({
        leagueId: league.id,
        leagueName: league.name,
        gameId: league.gameId,
        experts: ranked.flatMap((entry) => {
          const expert = cards.get(entry.expertId)
          return expert ? [{ expert, settled: entry.settled, hits: entry.hits, hitRate: entry.hitRate }] : []
        }),
      }))
      .filter((league) => league.experts.length > 0)
      .sort((a, b) => (b.experts[0]?.hitRate ?? 0) - (a.experts[0]?.hitRate ?? 0)),
  }
}

export const getPlansPC: Handler<'getPlansPC'> = async ({ expertId, gameId, scope, pageIndex }, { db, auth }) => {
  const where = and(
    expertId === undefined ? undefined : eq(expertPlans.expertId, expertId),
    gameId === undefined ? undefined : eq(expertPlans.gameId, gameId),
    scope === 'onSale' ? onSale : and(isNotNull(expertPlans.releasedAt), ne(expertPlans.result, 'pending')),
  )
  const size = 20
  const rows = await selectPlans(db)
    .where(where)
    .orderBy(scope === 'onSale' ? desc(expertPlans.releasedAt) : desc(expertPlans.settledAt), desc(expertPlans.id))
    .limit(size)
    .offset((pageIndex - 1) * size)
  const [total] = await db
    .select({ n: count() })
    .from(expertPlans)
    .innerJoin(matches, eq(matches.id, expertPlans.matchId))
    .where(where)
  return { list: await planCards(db, rows, viewerOf(auth)), total: Number(total?.n ?? 0) }
}

export const focusEvents: Handler<'focusEvents'> = async ({ matchId }, { db, auth }) => {
  const rows = await selectPlans(db)
    .where(
      and(
        eq(expertPlans.matchId, matchId),
        isNotNull(expertPlans.releasedAt),
        inArray(expertPlans.status, ['published', 'offSale']),
      ),
    )
    .orderBy(desc(expertPlans.sales), desc(expertPlans.id))
    .limit(50)
  return { list: await planCards(db, rows, viewerOf(auth)) }
}
