import { sql } from 'drizzle-orm'
import type { MatchResult, TeamRecord } from '../../protocol/calls/library'
import type { Match } from '../../protocol/match'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'

// Records from finished matches: a team's side of each closed match, counted. Read-only over `matches`.

export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10)

export function emptyRecord(): TeamRecord {
  return { played: 0, won: 0, drawn: 0, lost: 0, winRate: 0, scoreFor: 0, scoreAgainst: 0 }
}

/** The result of a finished match for `teamId` (a team not in it gets 'lost', which never happens). */
export function resultFor(match: Pick<Match, 'home' | 'homeScore' | 'guestScore'>, teamId: string): MatchResult {
  const [own, other] =
    match.home.id === teamId ? [match.homeScore, match.guestScore] : [match.guestScore, match.homeScore]
  return own > other ? 'won' : own < other ? 'lost' : 'drawn'
}

/** Adds one finished match to a record (in place) and keeps its win rate current. */
export function count(record: TeamRecord, match: Pick<Match, 'home' | 'homeScore' | 'guestScore'>, teamId: string) {
  const home = match.home.id === teamId
  record.played++
  record[resultFor(match, teamId)]++
  record.scoreFor += home ? match.homeScore : match.guestScore
  record.scoreAgainst += home ? match.guestScore : match.homeScore
  record.winRate = percent(record.won, record.played)
}

/** Every finished match of the teams, counted per team in one grouped scan (both sides of each match). */
export async function recordsOf(db: Database, teamIds: readonly string[]): Promise<Map<string, TeamRecord>> {
  if (teamIds.length === 0) return new Map()
  const ids = sql`ARRAY[${sql.join(
    teamIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`
  const result = await db.execute(sql`
    SELECT team_id, count(*)::int AS played,
           count(*) FILTER (WHERE own > other)::int AS won,
           count(*) FILTER (WHERE own = other)::int AS drawn,
           count(*) FILTER (WHERE own < other)::int AS lost,
           coalesce(sum(own), 0)::int AS score_for, coalesce(sum(other), 0)::int AS score_against
      FROM (SELECT home_team_id AS team_id, home_score AS own, guest_score AS other
              FROM matches WHERE status = 'closed' AND home_team_id = ANY(${ids})
            UNION ALL
            SELECT guest_team_id, guest_score, home_score
              FROM matches WHERE status = 'closed' AND guest_team_id = ANY(${ids})) AS sides
     GROUP BY team_id`)
  type Row = {
    team_id: string
    played: number
    won: number
    drawn: number
    lost: number
    score_for: number
    score_against: number
  }
  return new Map(
    rowsOf<Row>(result).map((row) => [
      row.team_id,
      {
        played: Number(row.played),
        won: Number(row.won),
        drawn: Number(row.drawn),
        lost: Number(row.lost),
        winRate: percent(Number(row.won), Number(row.played)),
        scoreFor: Number(row.score_for),
        scoreAgainst: Number(row.score_against),
      },
    ]),
  )
}
