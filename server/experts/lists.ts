import { and, count, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm'
import type { ExpertCard } from '../../protocol/experts'
import type { Database } from '../db/client'
import { leagues, matches } from '../matches/tables'
import { cardsOf, expertCards, passedExperts, selectPlans } from './read'
import { expertPlans } from './tables'

// The public lists of the plan library: plans on sale, a match's plans, an expert's history, the experts
// ranked, and each league's specialists.

/** Plans a visitor may see in lists: published and not deleted ('offSale' ones stay in the history). */
const onSale = and(eq(expertPlans.status, 'published'), eq(matches.status, 'notStarted'))

/** The best-selling plans on sale, of one game or all. */
export async function homePlans(db: Database, gameId: number | undefined, size: number) {
  return selectPlans(db)
    .where(and(onSale, gameId === undefined ? undefined : eq(expertPlans.gameId, gameId)))
    .orderBy(desc(expertPlans.sales), desc(expertPlans.releasedAt))
    .limit(size)
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

export async function rankedExperts(
  db: Database,
  gameId: number | undefined,
  sort: 'hitRate' | 'streak' | 'roi' | 'followers',
) {
  const cards = await cardsOf(db, await passedExperts(db, gameId))
  return cards.sort((a, b) => rankValue(b, sort) - rankValue(a, sort) || b.record.settled - a.record.settled)
}

const SPECIALISTS_PER_LEAGUE = 3
const SPECIALIST_MIN_SETTLED = 2

/** Per league with settled plans, the experts with the best hit rate on that league's plans, best leagues first. */
export async function leagueSpecialists(db: Database, gameId: number | undefined) {
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
  return picks
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
    .sort((a, b) => (b.experts[0]?.hitRate ?? 0) - (a.experts[0]?.hitRate ?? 0))
}

/** One page of published plans: on sale (newest first) or settled (last settled first), of one expert or game. */
export async function publicPlansPage(
  db: Database,
  {
    expertId,
    gameId,
    scope,
    pageIndex,
  }: { expertId?: number | undefined; gameId?: number | undefined; scope: 'onSale' | 'history'; pageIndex: number },
) {
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
  return { rows, total: Number(total?.n ?? 0) }
}

/** The published plans of a match (on sale or off sale), best-selling first. */
export async function plansOfMatch(db: Database, matchId: string) {
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
  return rows
}
