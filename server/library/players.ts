import { and, asc, count as countRows, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import { LIBRARY_HISTORY, type PlayerCard, type PlayerPage } from '../../protocol/calls/library'
import type { IncidentKind } from '../../protocol/match'
import type { Database } from '../db/client'
import { listMatches, type Paging } from '../matches/query'
import { matchEvents, players, teams } from '../matches/tables'
import { count, emptyRecord, resultFor } from './records'

const playerColumns = {
  id: players.id,
  gameId: players.gameId,
  nickname: players.nickname,
  realName: players.realName,
  role: players.role,
  country: players.country,
  birthDate: players.birthDate,
  teamId: players.teamId,
  teamName: teams.name,
  teamShortName: teams.shortName,
  teamLogo: teams.logo,
}

function selectPlayers(db: Database) {
  return db.select(playerColumns).from(players).leftJoin(teams, eq(teams.id, players.teamId))
}

type PlayerRow = Awaited<ReturnType<ReturnType<typeof selectPlayers>['execute']>>[number]

function toCard({ teamId, teamName, teamShortName, teamLogo, ...row }: PlayerRow): PlayerCard {
  return {
    ...row,
    team:
      teamId && teamName !== null && teamShortName !== null
        ? { id: teamId, name: teamName, shortName: teamShortName, logo: teamLogo }
        : null,
  }
}

/** One page of players of a game or a team, by nickname. */
export async function playerCards(
  db: Database,
  filter: { gameId?: number; teamId?: string },
  paging: Paging,
): Promise<{ list: PlayerCard[]; total: number }> {
  const conditions: SQL[] = []
  if (filter.gameId !== undefined) conditions.push(eq(players.gameId, filter.gameId))
  if (filter.teamId !== undefined) conditions.push(eq(players.teamId, filter.teamId))
  const where = and(...conditions)
  const [rows, totals] = await Promise.all([
    selectPlayers(db)
      .where(where)
      .orderBy(asc(players.nickname), asc(players.id))
      .limit(paging.pageSize)
      .offset((paging.pageIndex - 1) * paging.pageSize),
    db.select({ total: countRows() }).from(players).where(where),
  ])
  return { list: rows.map(toCard), total: totals[0]?.total ?? 0 }
}

/**
 * Incident kinds that name the player who made them (the feed gives the scorer of a goal, the shooter of
 * a basket, the player of a card), the first being each game's key number.
 */
const NAMED_KINDS: readonly IncidentKind[] = [
  'goal',
  'penaltyGoal',
  'basket',
  'kill',
  'yellowCard',
  'redCard',
  'ownGoal',
  'penaltyMissed',
]

/** A player's page; null when there is no such player. */
export async function playerPage(db: Database, playerId: string): Promise<PlayerPage | null> {
  const rows = await selectPlayers(db).where(eq(players.id, playerId))
  const row = rows[0]
  if (!row) return null
  const player = toCard(row)
  if (!player.team) {
    return { player, record: emptyRecord(), totals: [], recent: [], series: [], seriesKind: null, teammates: [] }
  }
  const teamId = player.team.id
  const [history, mates] = await Promise.all([
    listMatches(db, { teamId, statuses: ['closed'] }, LIBRARY_HISTORY, 'desc'),
    selectPlayers(db).where(eq(players.teamId, teamId)).orderBy(asc(players.role), asc(players.nickname)),
  ])
  // The incidents of those matches that name the player, and the corrections that retracted some of them.
  const ids = history.map((m) => m.id)
  const [named, retractions] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({ matchId: matchEvents.matchId, seq: matchEvents.seq, incident: matchEvents.incident })
            .from(matchEvents)
            .where(
              and(
                inArray(matchEvents.matchId, ids),
                eq(matchEvents.type, 'incident'),
                sql`${matchEvents.incident}->>'detail' = ${player.nickname}`,
              ),
            ),
          db
            .select({ matchId: matchEvents.matchId, retracts: matchEvents.retracts })
            .from(matchEvents)
            .where(and(inArray(matchEvents.matchId, ids), isNotNull(matchEvents.retracts))),
        ])
  const retracted = new Set(retractions.map((r) => `${r.matchId}:${r.retracts}`))
  const perMatch = new Map<string, Map<IncidentKind, number>>()
  const totals = new Map<IncidentKind, number>()
  for (const { matchId, seq, incident } of named) {
    if (retracted.has(`${matchId}:${seq}`)) continue
    if (!incident || incident.detail !== player.nickname || !NAMED_KINDS.includes(incident.kind)) continue
    const match = history.find((m) => m.id === matchId)
    const side = match ? (match.home.id === teamId ? 'home' : 'guest') : null
    if (incident.side !== null && incident.side !== side && incident.kind !== 'ownGoal') continue
    const kinds = perMatch.get(matchId) ?? new Map<IncidentKind, number>()
    kinds.set(incident.kind, (kinds.get(incident.kind) ?? 0) + 1)
    perMatch.set(matchId, kinds)
    totals.set(incident.kind, (totals.get(incident.kind) ?? 0) + 1)
  }
  const seriesKind = NAMED_KINDS.find((kind) => totals.has(kind)) ?? null
  const record = emptyRecord()
  for (const match of history) count(record, match, teamId)
  const { scoreFor: _for, scoreAgainst: _against, ...outcomes } = record
  const numbersOf = (matchId: string) =>
    [...(perMatch.get(matchId) ?? new Map<IncidentKind, number>())]
      .map(([kind, n]) => ({ kind, count: n }))
      .sort((a, b) => b.count - a.count)
  return {
    player,
    record: outcomes,
    totals: [...totals].map(([kind, n]) => ({ kind, count: n })).sort((a, b) => b.count - a.count),
    recent: history.slice(0, 10).map((match) => ({
      match,
      result: resultFor(match, teamId),
      numbers: numbersOf(match.id),
    })),
    series: [...history].reverse().map((match) => ({
      time: match.startTime,
      matchId: match.id,
      value: seriesKind ? (perMatch.get(match.id)?.get(seriesKind) ?? 0) : 0,
    })),
    seriesKind,
    teammates: mates
      .filter((mate) => mate.id !== player.id)
      .map((mate) => {
        const { team: _team, ...card } = toCard(mate)
        return card
      }),
  }
}
