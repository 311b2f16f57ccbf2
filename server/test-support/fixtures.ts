import type { MatchLiveState, MatchStatus } from '../../protocol/match'
import type { Database } from '../db/client'
import { leagues, matchEvents, matches, teams } from '../matches/tables'

// Small, explicit data for tests; the real catalogue comes from server/seed.

/** A league and two teams for each game id given. */
export async function insertCatalogue(db: Database, gameIds: number[] = [1, 202]): Promise<void> {
  for (const gameId of gameIds) {
    await db.insert(leagues).values({
      id: `l${gameId}`,
      gameId,
      name: `联赛${gameId}`,
      nameEn: `League ${gameId}`,
      shortName: `L${gameId}`,
      region: 'CN',
      source: 'test',
    })
    await db.insert(teams).values([
      {
        id: `t${gameId}a`,
        gameId,
        name: `主队${gameId}`,
        nameEn: `Home ${gameId}`,
        shortName: `H${gameId}`,
        source: 'test',
      },
      {
        id: `t${gameId}b`,
        gameId,
        name: `客队${gameId}`,
        nameEn: `Guest ${gameId}`,
        shortName: `G${gameId}`,
        logo: `/logos/t${gameId}b.png`,
        source: 'test',
      },
    ])
  }
}

export function liveState(status: MatchStatus, homeScore = 0, guestScore = 0): MatchLiveState {
  return {
    status,
    phase: status === 'notStarted' ? 'scheduled' : status === 'live' ? 'inGame' : 'ended',
    period: status === 'notStarted' ? 0 : 1,
    clock: 0,
    homeScore,
    guestScore,
    periods: status === 'notStarted' ? [] : [{ index: 1, home: homeScore, guest: guestScore }],
    winRate: null,
  }
}

/** A match of `gameId` between the catalogue's two teams of that game. */
export async function insertMatch(
  db: Database,
  match: { id: string; gameId: number; startTime: number; status?: MatchStatus },
): Promise<void> {
  const state = liveState(match.status ?? 'notStarted')
  await db.insert(matches).values({
    id: match.id,
    gameId: match.gameId,
    leagueId: `l${match.gameId}`,
    homeTeamId: `t${match.gameId}a`,
    guestTeamId: `t${match.gameId}b`,
    startTime: match.startTime,
    bestOf: 1,
    ...state,
    updatedAt: match.startTime,
  })
}

/** Appends `count` score events to a match, with seq continuing from `fromSeq`. */
export async function appendScoreEvents(
  db: Database,
  match: { id: string; gameId: number },
  count: number,
  fromSeq = 1,
): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    matchId: match.id,
    gameId: match.gameId,
    seq: fromSeq + i,
    type: 'score' as const,
    at: 1_700_000_000_000 + fromSeq + i,
    state: liveState('live', fromSeq + i, 0),
  }))
  await db.insert(matchEvents).values(rows)
}
