import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { LeagueSummary } from '../../protocol/calls/league'
import type { Database } from '../db/client'
import { localizedNames } from './names'
import { leagues, matches } from './tables'

const leagueColumns = {
  id: leagues.id,
  gameId: leagues.gameId,
  name: leagues.name,
  nameEn: leagues.nameEn,
  shortName: leagues.shortName,
  region: leagues.region,
  tier: leagues.tier,
  logo: leagues.logo,
}

export type League = Omit<LeagueSummary, 'live' | 'upcoming'>

export async function leagueById(db: Database, id: string): Promise<League | null> {
  const rows = await db.select(leagueColumns).from(leagues).where(eq(leagues.id, id))
  return rows[0] ? withNames(rows[0]) : null
}

/** The row with its names in the other languages in place of its English column. */
function withNames<T extends { name: string; nameEn: string }>({ nameEn, ...row }: T): Omit<T, 'nameEn'> & League {
  return { ...row, names: localizedNames(row.name, nameEn) } as Omit<T, 'nameEn'> & League
}

/**
 * Leagues of the given games (all when undefined) by game, tier and name, one page of them, each with its
 * live and not-started match counts (one grouped scan of matches, joined to the page).
 */
export async function leagueSummaries(
  db: Database,
  gameIds: readonly number[] | undefined,
  paging: { pageIndex: number; pageSize: number },
): Promise<{ list: LeagueSummary[]; total: number }> {
  const where = gameIds === undefined ? undefined : inArray(leagues.gameId, [...gameIds])
  const counts = db
    .select({
      leagueId: matches.leagueId,
      live: sql<number>`count(*) filter (where ${matches.status} = 'live')`.mapWith(Number).as('live'),
      upcoming: sql<number>`count(*) filter (where ${matches.status} = 'notStarted')`.mapWith(Number).as('upcoming'),
    })
    .from(matches)
    .where(inArray(matches.status, ['live', 'notStarted']))
    .groupBy(matches.leagueId)
    .as('counts')
  const [rows, totals] = await Promise.all([
    db
      .select({ ...leagueColumns, live: counts.live, upcoming: counts.upcoming })
      .from(leagues)
      .leftJoin(counts, eq(counts.leagueId, leagues.id))
      .where(where)
      .orderBy(asc(leagues.gameId), asc(leagues.tier), asc(leagues.name), asc(leagues.id))
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize),
    db.select({ total: count() }).from(leagues).where(and(where)),
  ])
  return {
    list: rows.map((row) => ({ ...withNames(row), live: row.live ?? 0, upcoming: row.upcoming ?? 0 })),
    total: totals[0]?.total ?? 0,
  }
}

/** The game of each of `ids` that exists (fewer than asked when some do not). */
export async function leagueGameIds(db: Database, ids: readonly string[]): Promise<number[]> {
  const rows = await db
    .select({ gameId: leagues.gameId })
    .from(leagues)
    .where(inArray(leagues.id, [...ids]))
  return rows.map((row) => row.gameId)
}
