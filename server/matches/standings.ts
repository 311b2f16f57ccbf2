import { and, desc, eq, inArray } from 'drizzle-orm'
import type { LeaderStat, StandingRow, Standings, StandingsRanking } from '../../protocol/calls/league'
import { gameById } from '../../protocol/games'
import type { TeamRef } from '../../protocol/match'
import type { Database } from '../db/client'
import type { League } from './leagues'
import { localizedNames } from './names'
import { matches, teams } from './tables'

type Result = 'won' | 'drawn' | 'lost'
type Line = Omit<StandingRow, 'rank' | 'team' | 'points' | 'winRate' | 'form'> & { teamId: string; results: Result[] }

const LEADERS_SIZE = 5
const FORM_SIZE = 5
const STATS: Record<StandingsRanking, LeaderStat[]> = {
  points: ['scoreFor', 'scoreAgainstPerMatch', 'won'],
  winRate: ['winRate', 'won', 'scoreForPerMatch'],
  scored: ['scoreFor', 'scoreForPerMatch', 'won'],
}

/** How a game's table ranks (see standingsRankingSchema). */
export function rankingOf(gameId: number): StandingsRanking {
  const kind = gameById(gameId)?.kind
  return kind === 'football' ? 'points' : kind === 'battleRoyale' ? 'scored' : 'winRate'
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10)

/**
 * The table and leader boards of a league from its finished (closed) matches, computed on every call: a
 * league has at most a few hundred results, and this way a correction of a final score is never stale.
 */
export async function standingsOf(db: Database, league: League): Promise<Standings> {
  const results = await db
    .select({
      home: matches.homeTeamId,
      guest: matches.guestTeamId,
      homeScore: matches.homeScore,
      guestScore: matches.guestScore,
    })
    .from(matches)
    .where(and(eq(matches.leagueId, league.id), eq(matches.status, 'closed')))
    .orderBy(desc(matches.startTime), desc(matches.id))
  const lines = new Map<string, Line>()
  const lineOf = (teamId: string) => {
    const line = lines.get(teamId) ?? {
      teamId,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      scoreFor: 0,
      scoreAgainst: 0,
      results: [],
    }
    lines.set(teamId, line)
    return line
  }
  for (const match of results) {
    for (const [teamId, own, other] of [
      [match.home, match.homeScore, match.guestScore],
      [match.guest, match.guestScore, match.homeScore],
    ] as const) {
      const line = lineOf(teamId)
      const result: Result = own > other ? 'won' : own < other ? 'lost' : 'drawn'
      line.played++
      line[result]++
      line.scoreFor += own
      line.scoreAgainst += other
      line.results.push(result)
    }
  }
  const ranking = rankingOf(league.gameId)
  const refs = await teamRefs(db, [...lines.keys()])
  const rows = [...lines.values()]
    .map((line) => ({
      team: refs.get(line.teamId) ?? { id: line.teamId, name: line.teamId, shortName: line.teamId, logo: null },
      played: line.played,
      won: line.won,
      drawn: line.drawn,
      lost: line.lost,
      scoreFor: line.scoreFor,
      scoreAgainst: line.scoreAgainst,
      points: ranking === 'points' ? 3 * line.won + line.drawn : null,
      winRate: percent(line.won, line.played),
      form: line.results.slice(0, FORM_SIZE),
    }))
    .sort(compareFor(ranking))
    .map((row, i) => ({ rank: i + 1, ...row }))
  return {
    league,
    ranking,
    matchesCounted: results.length,
    table: rows,
    leaders: STATS[ranking].map((stat) => ({ stat, entries: leadersBy(rows, stat) })),
  }
}

type Row = Omit<StandingRow, 'rank'>

/** Ranking key first, then score difference, scored, and the team name so equal teams keep one order. */
function compareFor(ranking: StandingsRanking) {
  const key = (row: Row) =>
    ranking === 'points' ? (row.points ?? 0) : ranking === 'winRate' ? row.winRate : row.scoreFor
  return (a: Row, b: Row) =>
    key(b) - key(a) ||
    b.scoreFor - b.scoreAgainst - (a.scoreFor - a.scoreAgainst) ||
    b.scoreFor - a.scoreFor ||
    a.team.name.localeCompare(b.team.name, 'zh')
}

function statValue(row: Row, stat: LeaderStat): number {
  switch (stat) {
    case 'won':
      return row.won
    case 'scoreFor':
      return row.scoreFor
    case 'scoreForPerMatch':
      return Math.round((10 * row.scoreFor) / row.played) / 10
    case 'scoreAgainstPerMatch':
      return Math.round((10 * row.scoreAgainst) / row.played) / 10
    case 'winRate':
      return row.winRate
  }
}

/** The best five by `stat`; conceding is better low, everything else high. */
function leadersBy(rows: Row[], stat: LeaderStat) {
  const direction = stat === 'scoreAgainstPerMatch' ? 1 : -1
  return rows
    .filter((row) => row.played > 0)
    .map((row) => ({ team: row.team, value: statValue(row, stat) }))
    .sort((a, b) => direction * (a.value - b.value) || a.team.name.localeCompare(b.team.name, 'zh'))
    .slice(0, LEADERS_SIZE)
}

async function teamRefs(db: Database, ids: string[]): Promise<Map<string, TeamRef>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: teams.id, name: teams.name, nameEn: teams.nameEn, shortName: teams.shortName, logo: teams.logo })
    .from(teams)
    .where(inArray(teams.id, ids))
  return new Map(rows.map(({ nameEn, ...row }) => [row.id, { ...row, names: localizedNames(row.name, nameEn) }]))
}
