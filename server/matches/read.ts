import { and, asc, eq, getTableColumns, gt, inArray, max, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { GAMES } from '../../protocol/games'
import type { Lobby, Match, MatchEvent } from '../../protocol/match'
import type { MatchDetail } from '../../protocol/match-detail'
import type { Database } from '../db/client'
import { localizedNames } from './names'
import { leagues, matchEvents, matches, teams } from './tables'

// The read side of matches and their events, mapped to the wire contract of protocol/match.ts.

const home = alias(teams, 'home_team')
const guest = alias(teams, 'guest_team')

/** Matches joined with their league's name and both teams: the one shape every match read starts from. */
export function selectMatches(db: Database) {
  return db
    .select({
      match: matches,
      lobby: lobbyColumn,
      leagueName: leagues.name,
      leagueNameEn: leagues.nameEn,
      home: { id: home.id, name: home.name, nameEn: home.nameEn, shortName: home.shortName, logo: home.logo },
      guest: { id: guest.id, name: guest.name, nameEn: guest.nameEn, shortName: guest.shortName, logo: guest.logo },
    })
    .from(matches)
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(guest, eq(guest.id, matches.guestTeamId))
}

/**
 * A battle royale's lobby leaders (protocol/match.ts `lobby`), from the state of its newest event: the feed
 * keeps them there, so a list read agrees with what pushes carry. Other games skip the lookup.
 */
const lobbyColumn = sql<Lobby | null>`CASE WHEN ${matches.gameId} IN (${sql.join(
  GAMES.filter((g) => g.kind === 'battleRoyale').map((g) => sql`${g.gameId}`),
  sql`, `,
)}) THEN (SELECT e.state->'lobby' FROM ${matchEvents} e WHERE e.match_id = ${matches.id} AND e.seq = ${matches.seq}) END`

export type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatches>['execute']>>[number]

/** A joined team as the wire's TeamRef, with its names in the other languages. */
export function toTeamRef({ nameEn, ...team }: MatchRow['home']): Match['home'] {
  return { ...team, names: localizedNames(team.name, nameEn) }
}

export function toMatch({ match: m, lobby, leagueName, leagueNameEn, home, guest }: MatchRow): Match {
  return {
    id: m.id,
    gameId: m.gameId,
    leagueId: m.leagueId,
    leagueName,
    leagueNames: localizedNames(leagueName, leagueNameEn),
    home: toTeamRef(home),
    guest: toTeamRef(guest),
    startTime: m.startTime,
    bestOf: m.bestOf,
    status: m.status,
    phase: m.phase,
    period: m.period,
    clock: m.clock,
    homeScore: m.homeScore,
    guestScore: m.guestScore,
    periods: m.periods,
    winRate: m.winRate,
    seq: m.seq,
    playbackUrl: m.playbackUrl,
    ...(lobby ? { lobby } : {}),
    ...(m.delayedSince !== null ? { delayedSince: m.delayedSince } : {}),
  }
}

export async function matchById(db: Database, id: string): Promise<Match | null> {
  const rows = await selectMatches(db).where(eq(matches.id, id))
  return rows[0] ? toMatch(rows[0]) : null
}

/** Several matches by id (order not kept), e.g. to publish the ones a feed tick changed. */
export async function matchesByIds(db: Database, ids: string[]): Promise<Match[]> {
  if (ids.length === 0) return []
  const rows = await selectMatches(db).where(inArray(matches.id, ids))
  return rows.map(toMatch)
}

// The detail columns of migration 0002 are not in the typed view (matches/tables.ts); they are read by name here.
const eventColumns = {
  ...getTableColumns(matchEvents),
  detail: sql<MatchDetail | null>`${matchEvents}.detail`,
}

/** A match's detail (lineups, BP, stats; protocol/match-detail.ts), or null before the feed gave one. */
export async function detailOf(db: Database, id: string): Promise<MatchDetail | null> {
  const rows = await db
    .select({ detail: sql<MatchDetail | null>`${matches}.detail` })
    .from(matches)
    .where(eq(matches.id, id))
  return rows[0]?.detail ?? null
}

function toMatchEvent(row: typeof matchEvents.$inferSelect & { detail: MatchDetail | null }): MatchEvent {
  return {
    id: row.id,
    matchId: row.matchId,
    gameId: row.gameId,
    seq: row.seq,
    type: row.type,
    at: row.at,
    state: row.state,
    incident: row.incident ?? null,
    retracts: row.retracts ?? null,
    // Only events that changed the detail carry it (most do not); absent rather than null keeps pages small.
    ...(row.detail !== null && { detail: row.detail }),
  }
}

/**
 * Events of every match after the global cursor `after`, oldest first. One extra row is read to tell
 * whether more remain, so a client pages through a backlog without an empty last round trip.
 *
 * Invariant the catch-up relies on: ids are in commit order. A bigserial id is taken at insert, not at
 * commit, so two concurrent writers could commit ids out of order and a reader between the commits would
 * step over the lower one for good. Only the feed's one ingest worker writes match_events (one process,
 * under the leader lock, one transaction at a time, see server/feed/ingest.ts), so that never happens;
 * any new writer of match_events must go through that worker.
 */
export async function eventsAfter(
  db: Database,
  query: { after: number; limit: number; detailOf?: string | undefined },
): Promise<{ events: MatchEvent[]; cursor: number; hasMore: boolean }> {
  const rows = await db
    .select(eventColumns)
    .from(matchEvents)
    .where(gt(matchEvents.id, query.after))
    .orderBy(asc(matchEvents.id))
    .limit(query.limit + 1)
  // Detail snapshots only for the match the client shows (`detailOf`): this log feeds lists, and carrying
  // every event's snapshot made a 500-event page 1.6 MB.
  const events = rows
    .slice(0, query.limit)
    .map((row) => toMatchEvent(row.matchId === query.detailOf ? row : { ...row, detail: null }))
  return { events, cursor: events.at(-1)?.id ?? query.after, hasMore: rows.length > query.limit }
}

/** The newest event id: where a client without a cursor starts following (0 before any event). */
export async function latestEventId(db: Database): Promise<number> {
  const rows = await db.select({ latest: max(matchEvents.id) }).from(matchEvents)
  return Number(rows[0]?.latest ?? 0)
}

/** One match's events after `afterSeq`, in sequence order, at most `limit` (a page: each carries its full state). */
export async function timelineOf(
  db: Database,
  query: { matchId: string; afterSeq: number; limit: number },
): Promise<MatchEvent[]> {
  const rows = await db
    .select(eventColumns)
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, query.matchId), gt(matchEvents.seq, query.afterSeq)))
    .orderBy(asc(matchEvents.seq))
    .limit(query.limit)
  return rows.map(toMatchEvent)
}
