import { and, asc, count as countRows, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import {
  type HeadToHead,
  LIBRARY_HISTORY,
  type PlayerCard,
  type TeamCard,
  type TeamPage,
} from '../../protocol/calls/library'
import type { TeamRef } from '../../protocol/match'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { listMatches, type Paging } from '../matches/query'
import { matchesByIds } from '../matches/read'
import { leagues, leagueTeams, matches, players, teams } from '../matches/tables'
import { count, emptyRecord, percent, recordsOf, resultFor } from './records'

const teamColumns = {
  id: teams.id,
  gameId: teams.gameId,
  name: teams.name,
  nameEn: teams.nameEn,
  shortName: teams.shortName,
  country: teams.country,
  logo: teams.logo,
}
type TeamBase = { [K in keyof typeof teamColumns]: (typeof teams.$inferSelect)[K] }

/** Base rows made cards: league ids, roster size and record, each fetched once for the whole page. */
async function cardsOf(db: Database, rows: TeamBase[]): Promise<TeamCard[]> {
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  const [memberships, rosters, records] = await Promise.all([
    db
      .select({ teamId: leagueTeams.teamId, leagueId: leagueTeams.leagueId })
      .from(leagueTeams)
      .where(inArray(leagueTeams.teamId, ids))
      .orderBy(asc(leagueTeams.leagueId)),
    db
      .select({ teamId: players.teamId, n: countRows() })
      .from(players)
      .where(inArray(players.teamId, ids))
      .groupBy(players.teamId),
    recordsOf(db, ids),
  ])
  const leaguesOf = new Map<string, string[]>()
  for (const m of memberships) leaguesOf.set(m.teamId, [...(leaguesOf.get(m.teamId) ?? []), m.leagueId])
  const rosterOf = new Map(rosters.map((r) => [r.teamId, r.n]))
  return rows.map((row) => {
    const { scoreFor: _for, scoreAgainst: _against, ...record } = records.get(row.id) ?? emptyRecord()
    return { ...row, leagueIds: leaguesOf.get(row.id) ?? [], players: rosterOf.get(row.id) ?? 0, ...record }
  })
}

/** One page of teams of a game or a league, by name. */
export async function teamCards(
  db: Database,
  filter: { gameId?: number; leagueId?: string },
  paging: Paging,
): Promise<{ list: TeamCard[]; total: number }> {
  const conditions: SQL[] = []
  if (filter.gameId !== undefined) conditions.push(eq(teams.gameId, filter.gameId))
  if (filter.leagueId !== undefined)
    conditions.push(
      inArray(
        teams.id,
        db.select({ id: leagueTeams.teamId }).from(leagueTeams).where(eq(leagueTeams.leagueId, filter.leagueId)),
      ),
    )
  const where = and(...conditions)
  const [rows, totals] = await Promise.all([
    db
      .select(teamColumns)
      .from(teams)
      .where(where)
      .orderBy(asc(teams.name), asc(teams.id))
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize),
    db.select({ total: countRows() }).from(teams).where(where),
  ])
  return { list: await cardsOf(db, rows), total: totals[0]?.total ?? 0 }
}

export async function teamRefById(db: Database, id: string): Promise<TeamRef | null> {
  const rows = await db
    .select({ id: teams.id, name: teams.name, shortName: teams.shortName, logo: teams.logo })
    .from(teams)
    .where(eq(teams.id, id))
  return rows[0] ?? null
}

/** A team's roster as player cards, by role then nickname. */
export async function rosterOf(db: Database, team: TeamRef): Promise<PlayerCard[]> {
  const rows = await db
    .select({
      id: players.id,
      gameId: players.gameId,
      nickname: players.nickname,
      realName: players.realName,
      role: players.role,
      country: players.country,
      birthDate: players.birthDate,
    })
    .from(players)
    .where(eq(players.teamId, team.id))
    .orderBy(asc(players.role), asc(players.nickname), asc(players.id))
  return rows.map((row) => ({ ...row, team }))
}

/** A team's page; null when there is no such team. */
export async function teamPage(db: Database, teamId: string): Promise<TeamPage | null> {
  const base = await db.select(teamColumns).from(teams).where(eq(teams.id, teamId))
  if (!base[0]) return null
  const [card] = await cardsOf(db, base)
  if (!card) return null
  const ref = { id: card.id, name: card.name, shortName: card.shortName, logo: card.logo }
  const [leagueRows, roster, history, upcoming, opponents] = await Promise.all([
    db
      .select({
        id: leagues.id,
        gameId: leagues.gameId,
        name: leagues.name,
        shortName: leagues.shortName,
        tier: leagues.tier,
      })
      .from(leagues)
      .where(inArray(leagues.id, card.leagueIds.length > 0 ? card.leagueIds : ['']))
      .orderBy(asc(leagues.tier), asc(leagues.name)),
    rosterOf(db, ref),
    listMatches(db, { teamId, statuses: ['closed'] }, LIBRARY_HISTORY, 'desc'),
    listMatches(db, { teamId, statuses: ['live', 'notStarted'], excludePhases: ['postponed', 'cancelled'] }, 10),
    opponentsOf(db, teamId),
  ])
  const record = emptyRecord()
  const formSeries = [...history].reverse().map((match) => {
    count(record, match, teamId)
    return { time: match.startTime, matchId: match.id, result: resultFor(match, teamId), winRate: record.winRate }
  })
  const totals = await recordsOf(db, [teamId])
  return {
    team: card,
    leagues: leagueRows,
    roster,
    record: totals.get(teamId) ?? emptyRecord(),
    form: history.slice(0, 5).map((match) => resultFor(match, teamId)),
    recent: history.slice(0, LIBRARY_HISTORY / 3),
    upcoming,
    formSeries,
    opponents,
  }
}

/** Teams a team has met in finished matches, most meetings first, at most 30. */
async function opponentsOf(db: Database, teamId: string): Promise<(TeamRef & { meetings: number })[]> {
  const result = await db.execute(sql`
    SELECT opponent AS id, count(*)::int AS meetings
      FROM (SELECT guest_team_id AS opponent FROM matches WHERE status = 'closed' AND home_team_id = ${teamId}
            UNION ALL
            SELECT home_team_id FROM matches WHERE status = 'closed' AND guest_team_id = ${teamId}) AS met
     GROUP BY opponent ORDER BY meetings DESC, opponent LIMIT 30`)
  const rows = rowsOf<{ id: string; meetings: number }>(result)
  if (rows.length === 0) return []
  const refs = await db
    .select({ id: teams.id, name: teams.name, shortName: teams.shortName, logo: teams.logo })
    .from(teams)
    .where(
      inArray(
        teams.id,
        rows.map((row) => row.id),
      ),
    )
  const byId = new Map(refs.map((ref) => [ref.id, ref]))
  return rows.flatMap((row) => {
    const ref = byId.get(row.id)
    return ref ? [{ ...ref, meetings: Number(row.meetings) }] : []
  })
}

/** Two teams' finished meetings and the first team's record against the second. */
export async function headToHead(db: Database, team: TeamRef, opponent: TeamRef): Promise<HeadToHead> {
  const met = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.status, 'closed'),
        or(
          and(eq(matches.homeTeamId, team.id), eq(matches.guestTeamId, opponent.id)),
          and(eq(matches.homeTeamId, opponent.id), eq(matches.guestTeamId, team.id)),
        ),
      ),
    )
    .orderBy(desc(matches.startTime), desc(matches.id))
  const record = emptyRecord()
  const meetings = (
    await matchesByIds(
      db,
      met.map((row) => row.id),
    )
  ).sort((a, b) => b.startTime - a.startTime || b.id.localeCompare(a.id))
  for (const match of meetings) count(record, match, team.id)
  record.winRate = percent(record.won, record.played)
  return { team, opponent, record, matches: meetings.slice(0, 20) }
}
