import type { MatchPhase, MatchStatus } from '../../protocol/match'
import type { Database } from '../db/client'
import { leagues, matches, teams } from '../matches/tables'
import { liveState } from './fixtures'

// Matches with exactly the league, teams, status and score a test needs (server/test-support has the
// simpler one-league-two-teams catalogue these build on).

/** A league `id` of `gameId` with teams `${id}-1` … `${id}-n`, named 队1 … 队n. */
export async function addLeague(db: Database, id: string, gameId: number, teamCount: number, tier = 1) {
  await db.insert(leagues).values({
    id,
    gameId,
    name: `联赛${id}`,
    nameEn: `League ${id}`,
    shortName: id.toUpperCase(),
    region: 'CN',
    tier,
    source: 'test',
  })
  await db.insert(teams).values(
    Array.from({ length: teamCount }, (_, i) => ({
      id: `${id}-${i + 1}`,
      gameId,
      name: `队${i + 1}`,
      nameEn: `Team ${i + 1}`,
      shortName: `T${i + 1}`,
      source: 'test',
    })),
  )
}

export type MatchFixture = {
  id: string
  gameId: number
  leagueId: string
  home: string
  guest: string
  startTime: number
  status?: MatchStatus
  phase?: MatchPhase
  score?: [number, number]
}

export async function addMatches(db: Database, list: MatchFixture[]) {
  await db.insert(matches).values(
    list.map((m) => {
      const [home, guest] = m.score ?? [0, 0]
      const state = liveState(m.status ?? 'notStarted', home, guest)
      return {
        id: m.id,
        gameId: m.gameId,
        leagueId: m.leagueId,
        homeTeamId: m.home,
        guestTeamId: m.guest,
        startTime: m.startTime,
        bestOf: 1,
        ...state,
        phase: m.phase ?? state.phase,
        updatedAt: m.startTime,
      }
    }),
  )
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * A small world around `now` for the list calls: leagues lpl (LoL, tier 1), ldl (LoL, tier 2), csm (CS:GO),
 * cba (basketball), csl (soccer); finished matches two days and one day before `today`'s Beijing midnight,
 * four live ones, three not started (one postponed) and one in five days.
 */
export async function addListWorld(db: Database, now: number, todayStart: number) {
  // The live matches began 10 to 60 minutes before now, but never before today (Beijing): in the first hour
  // of a day they are moved on to it, so the day's counts hold at every hour a suite runs, midnight included.
  const liveNow = Math.max(now, todayStart + HOUR)
  await addLeague(db, 'lpl', 1, 4)
  await addLeague(db, 'ldl', 1, 2, 2)
  await addLeague(db, 'csm', 2, 2)
  await addLeague(db, 'cba', 201, 2)
  await addLeague(db, 'csl', 202, 2)
  const lol = { gameId: 1, leagueId: 'lpl', home: 'lpl-1', guest: 'lpl-2' }
  await addMatches(db, [
    { ...lol, id: 'past1', startTime: todayStart - 2 * DAY + 10 * HOUR, status: 'closed', score: [2, 1] },
    { ...lol, id: 'past2', startTime: todayStart - DAY + 12 * HOUR, status: 'closed', home: 'lpl-3', score: [0, 2] },
    {
      id: 'past3',
      gameId: 2,
      leagueId: 'csm',
      home: 'csm-1',
      guest: 'csm-2',
      startTime: todayStart - DAY + 13 * HOUR,
      status: 'closed',
    },
    { ...lol, id: 'live1', startTime: liveNow - 30 * MINUTE, status: 'live' },
    { ...lol, id: 'live2', leagueId: 'ldl', home: 'ldl-1', guest: 'ldl-2', startTime: liveNow - HOUR, status: 'live' },
    {
      id: 'live3',
      gameId: 201,
      leagueId: 'cba',
      home: 'cba-1',
      guest: 'cba-2',
      startTime: liveNow - 20 * MINUTE,
      status: 'live',
    },
    {
      id: 'live4',
      gameId: 202,
      leagueId: 'csl',
      home: 'csl-1',
      guest: 'csl-2',
      startTime: liveNow - 10 * MINUTE,
      status: 'live',
    },
    { ...lol, id: 'soon', startTime: now + 30 * MINUTE, home: 'lpl-4' },
    { ...lol, id: 'postponed', startTime: now + 40 * MINUTE, phase: 'postponed' },
    { ...lol, id: 'later', startTime: now + 3 * HOUR },
    {
      id: 'far',
      gameId: 2,
      leagueId: 'csm',
      home: 'csm-2',
      guest: 'csm-1',
      startTime: todayStart + 5 * DAY + 10 * HOUR,
    },
  ])
}
