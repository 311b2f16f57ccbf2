import { and, desc, eq, inArray, lt, or } from 'drizzle-orm'
import type { GameKind } from '../../protocol/games'
import type { IncidentKind, Match } from '../../protocol/match'
import { NEWS_LIMITS, type PreviewFacts, type ReportFacts } from '../../protocol/news'
import type { Database } from '../db/client'
import { detailOf } from '../matches/read'
import { leagues, matchEvents, matches, teams } from '../matches/tables'

// The facts an article is written from, read from the matches and their events.

/** The incidents a report names one by one, per kind of game (the rest are only counted). */
const KEY_KINDS: Record<GameKind, readonly IncidentKind[]> = {
  football: ['goal', 'ownGoal', 'penaltyGoal', 'redCard'],
  basketball: [],
  moba: ['baron', 'roshan', 'gameWon'],
  fps: ['mapWon'],
  battleRoyale: ['gameWon'],
}

/** The English names the catalogue has for the match's league and teams. */
async function namesOf(db: Database, match: Match) {
  const rows = await db
    .select({ id: teams.id, nameEn: teams.nameEn })
    .from(teams)
    .where(inArray(teams.id, [match.home.id, match.guest.id]))
  const [league] = await db.select({ nameEn: leagues.nameEn }).from(leagues).where(eq(leagues.id, match.leagueId))
  const en = new Map(rows.map((row) => [row.id, row.nameEn || null]))
  return {
    leagueName: match.leagueName,
    leagueNameEn: league?.nameEn || null,
    home: { id: match.home.id, name: match.home.name, nameEn: en.get(match.home.id) ?? null },
    guest: { id: match.guest.id, name: match.guest.name, nameEn: en.get(match.guest.id) ?? null },
  }
}

/** The match's incidents in order, without those a later correction retracted. */
async function incidentsOf(db: Database, matchId: string) {
  const rows = await db
    .select({
      seq: matchEvents.seq,
      type: matchEvents.type,
      incident: matchEvents.incident,
      retracts: matchEvents.retracts,
    })
    .from(matchEvents)
    .where(and(eq(matchEvents.matchId, matchId), inArray(matchEvents.type, ['incident', 'correction'])))
    .orderBy(matchEvents.seq)
  const retracted = new Set(rows.flatMap((row) => (row.type === 'correction' && row.retracts ? [row.retracts] : [])))
  return rows.flatMap((row) =>
    row.type === 'incident' && row.incident && !retracted.has(row.seq) ? [row.incident] : [],
  )
}

export async function reportFacts(db: Database, match: Match, kind: GameKind): Promise<ReportFacts> {
  const incidents = await incidentsOf(db, match.id)
  const counts: ReportFacts['counts'] = {}
  for (const incident of incidents) {
    const pair = counts[incident.kind] ?? [0, 0]
    if (incident.side === 'home') pair[0]++
    else if (incident.side === 'guest') pair[1]++
    counts[incident.kind] = pair
  }
  const keyKinds = new Set<IncidentKind>(KEY_KINDS[kind])
  const detail = kind === 'battleRoyale' ? await detailOf(db, match.id) : null
  const lobby =
    detail?.kind === 'battleRoyale'
      ? detail.table.map((row) => ({
          name: row.name,
          nameEn: row.names?.en ?? null,
          points: row.points,
          kills: row.kills,
          wins: row.wins,
        }))
      : undefined
  return {
    kind: 'report',
    ...(lobby ? { lobby } : {}),
    ...(await namesOf(db, match)),
    startTime: match.startTime,
    bestOf: match.bestOf,
    homeScore: match.homeScore,
    guestScore: match.guestScore,
    periods: match.periods.map(({ home, guest }) => ({ home, guest })),
    counts,
    key: incidents
      .filter((incident) => keyKinds.has(incident.kind))
      .slice(0, NEWS_LIMITS.keyIncidents)
      .map(({ kind: k, side, period, clock, detail }) => ({ kind: k, side, period, clock, detail })),
  }
}

/** A team's last results before `before`, newest first. */
async function formOf(db: Database, teamId: string, before: number): Promise<PreviewFacts['form']['home']> {
  const rows = await db
    .select({ homeTeamId: matches.homeTeamId, homeScore: matches.homeScore, guestScore: matches.guestScore })
    .from(matches)
    .where(
      and(
        eq(matches.status, 'closed'),
        eq(matches.phase, 'ended'),
        lt(matches.startTime, before),
        or(eq(matches.homeTeamId, teamId), eq(matches.guestTeamId, teamId)),
      ),
    )
    .orderBy(desc(matches.startTime))
    .limit(5)
  return rows.map((row) => {
    const [mine, theirs] = row.homeTeamId === teamId ? [row.homeScore, row.guestScore] : [row.guestScore, row.homeScore]
    return mine > theirs ? 'W' : mine < theirs ? 'L' : 'D'
  })
}

export async function previewFacts(db: Database, match: Match): Promise<PreviewFacts> {
  const { home, guest } = match
  const meetings = await db
    .select({
      startTime: matches.startTime,
      homeId: matches.homeTeamId,
      homeScore: matches.homeScore,
      guestScore: matches.guestScore,
    })
    .from(matches)
    .where(
      and(
        eq(matches.status, 'closed'),
        eq(matches.phase, 'ended'),
        lt(matches.startTime, match.startTime),
        or(
          and(eq(matches.homeTeamId, home.id), eq(matches.guestTeamId, guest.id)),
          and(eq(matches.homeTeamId, guest.id), eq(matches.guestTeamId, home.id)),
        ),
      ),
    )
    .orderBy(desc(matches.startTime))
    .limit(5)
  return {
    kind: 'preview',
    ...(await namesOf(db, match)),
    startTime: match.startTime,
    bestOf: match.bestOf,
    form: { home: await formOf(db, home.id, match.startTime), guest: await formOf(db, guest.id, match.startTime) },
    meetings,
  }
}
