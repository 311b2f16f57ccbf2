import { and, count, eq } from 'drizzle-orm'
import type { LibraryLeaguePage } from '../../protocol/calls/library'
import type { Database } from '../db/client'
import { leagueById, leagueSummaries } from '../matches/leagues'
import { listMatches } from '../matches/query'
import { matches } from '../matches/tables'
import { teamCards } from './teams'

/** A league's overview; null when there is no such league. */
export async function leaguePage(db: Database, leagueId: string): Promise<LibraryLeaguePage | null> {
  const found = await leagueById(db, leagueId)
  if (!found) return null
  // Its summary (with the live and coming counts) from the one list that computes them: its game's leagues.
  const { list } = await leagueSummaries(db, [found.gameId], { pageIndex: 1, pageSize: 1_000 })
  const league = list.find((l) => l.id === leagueId) ?? { ...found, live: 0, upcoming: 0 }
  const [teams, played, recent, upcoming] = await Promise.all([
    teamCards(db, { leagueId }, { pageIndex: 1, pageSize: 500 }),
    db
      .select({ n: count() })
      .from(matches)
      .where(and(eq(matches.leagueId, leagueId), eq(matches.status, 'closed'))),
    listMatches(db, { leagueId, statuses: ['closed'] }, 20, 'desc'),
    listMatches(db, { leagueId, statuses: ['live', 'notStarted'], excludePhases: ['postponed', 'cancelled'] }, 20),
  ])
  return { league, teams: teams.list, played: played[0]?.n ?? 0, recent, upcoming }
}
