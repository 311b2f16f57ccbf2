import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, or, type SQL } from 'drizzle-orm'
import type { Match, MatchPhase, MatchStatus } from '../../protocol/match'
import type { Database } from '../db/client'
import { selectMatches, toMatch } from './read'
import { leagues, matches } from './tables'

/** What a match list may be narrowed by; every field is optional and they combine with AND. */
export type MatchQuery = {
  gameIds?: readonly number[]
  leagueId?: string
  /** Home or guest. */
  teamId?: string
  statuses?: readonly MatchStatus[]
  /** Phases left out (postponed and cancelled matches from "upcoming"). */
  excludePhases?: readonly MatchPhase[]
  /** Start time range [startFrom, startBefore), epoch ms. */
  startFrom?: number
  startBefore?: number
  /** An alternative condition OR-ed with the status filter (live OR starting soon). */
  orStartingBefore?: { status: MatchStatus; before: number }
}

export type Paging = { pageIndex: number; pageSize: number }
export type Order = 'asc' | 'desc'

function whereOf(query: MatchQuery): SQL | undefined {
  const conditions: Array<SQL | undefined> = []
  if (query.gameIds !== undefined) conditions.push(inArray(matches.gameId, [...query.gameIds]))
  if (query.leagueId !== undefined) conditions.push(eq(matches.leagueId, query.leagueId))
  if (query.teamId !== undefined)
    conditions.push(or(eq(matches.homeTeamId, query.teamId), eq(matches.guestTeamId, query.teamId)))
  const statuses = query.statuses === undefined ? undefined : inArray(matches.status, [...query.statuses])
  if (query.orStartingBefore) {
    const soon = and(
      eq(matches.status, query.orStartingBefore.status),
      lt(matches.startTime, query.orStartingBefore.before),
    )
    conditions.push(statuses ? or(statuses, soon) : soon)
  } else if (statuses) conditions.push(statuses)
  if (query.excludePhases?.length) conditions.push(notInArray(matches.phase, [...query.excludePhases]))
  if (query.startFrom !== undefined) conditions.push(gte(matches.startTime, query.startFrom))
  if (query.startBefore !== undefined) conditions.push(lt(matches.startTime, query.startBefore))
  return and(...conditions)
}

/** Start time, then id: a total order, so pages never overlap or skip a match. */
function orderOf(order: Order) {
  return order === 'asc' ? [asc(matches.startTime), asc(matches.id)] : [desc(matches.startTime), desc(matches.id)]
}

/** One page of the matches a query selects, and how many it selects in all. */
export async function pageOfMatches(
  db: Database,
  query: MatchQuery,
  paging: Paging,
  order: Order = 'asc',
): Promise<{ list: Match[]; total: number }> {
  const where = whereOf(query)
  const [rows, totals] = await Promise.all([
    selectMatches(db)
      .where(where)
      .orderBy(...orderOf(order))
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize),
    db.select({ total: count() }).from(matches).where(where),
  ])
  return { list: rows.map(toMatch), total: totals[0]?.total ?? 0 }
}

/** The first `limit` matches a query selects. */
export async function listMatches(db: Database, query: MatchQuery, limit: number, order: Order = 'asc') {
  const rows = await selectMatches(db)
    .where(whereOf(query))
    .orderBy(...orderOf(order))
    .limit(limit)
  return rows.map(toMatch)
}

/** Live matches ranked for the hot list: top-tier leagues first, then the earliest started. */
export async function hottestLive(db: Database, gameIds: readonly number[] | undefined, limit: number) {
  const rows = await selectMatches(db)
    .where(whereOf({ gameIds, statuses: ['live'] }))
    .orderBy(asc(leagues.tier), asc(matches.startTime), asc(matches.id))
    .limit(limit)
  return rows.map(toMatch)
}

/** Matches per game and status among those a query selects. */
export async function countByGameAndStatus(db: Database, query: MatchQuery) {
  return db
    .select({ gameId: matches.gameId, status: matches.status, n: count() })
    .from(matches)
    .where(whereOf(query))
    .groupBy(matches.gameId, matches.status)
}

/** How many matches a query selects. */
export async function countMatches(db: Database, query: MatchQuery): Promise<number> {
  const rows = await db.select({ n: count() }).from(matches).where(whereOf(query))
  return rows[0]?.n ?? 0
}
