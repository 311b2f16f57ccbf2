import { liveQuery } from 'dexie'
import { expect, vi } from 'vitest'
import type { User } from '../../protocol/auth'
import {
  type Incident,
  type Match,
  type MatchEvent,
  type MatchLiveState,
  NOT_STARTED_STATE,
} from '../../protocol/match'
import type { ScorecastDB } from './database'
import { matchKeyOf } from './match-key-row'
import type { MatchRow } from './match-row'

// Test-only builders of wire objects; never imported by app code.

/** 2026-11-22 20:00 Beijing time. */
export const EVENING = Date.parse('2026-11-22T12:00:00Z')

/** A signed-in user as the account calls return one: a plain fan with the new-user bonus. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    uid: 7,
    username: '球迷小王',
    avatar: null,
    signature: '',
    level: 1,
    followCount: 0,
    fansCount: 0,
    createdAt: 1,
    mobile: '138****0000',
    email: null,
    gold: 200,
    roles: ['user'],
    deletionRequestedAt: null,
    ...overrides,
  }
}

export function makeMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 'm1',
    gameId: 202,
    leagueId: 'l1',
    leagueName: '中超',
    home: { id: 't1', name: '上海申花', shortName: '申花', logo: null },
    guest: { id: 't2', name: '北京国安', shortName: '国安', logo: null },
    startTime: EVENING,
    bestOf: 1,
    seq: 0,
    playbackUrl: null,
    ...NOT_STARTED_STATE,
    periods: [],
    ...overrides,
  }
}

const goal = (side: 'home' | 'guest'): Incident => ({
  kind: 'goal',
  side,
  period: 1,
  clock: 600,
  points: 1,
  detail: null,
})

/** Event `seq` of a football match in which every event is a home goal (so homeScore === number of goals). */
export function goalEvent(matchId: string, seq: number, options: { id?: number; gameId?: number } = {}): MatchEvent {
  const state: MatchLiveState = {
    status: 'live',
    phase: 'firstHalf',
    period: 1,
    clock: 60 * seq,
    homeScore: seq,
    guestScore: 0,
    periods: [{ index: 1, home: seq, guest: 0 }],
    winRate: null,
  }
  return {
    id: options.id ?? seq,
    matchId,
    gameId: options.gameId ?? 202,
    seq,
    type: 'incident',
    at: EVENING + seq * 60_000,
    state,
    incident: goal('home'),
    retracts: null,
  }
}

/** A correction at `seq` retracting the goal of `retracts` (the home score drops by one). */
export function correctionEvent(matchId: string, seq: number, retracts: number, id = seq): MatchEvent {
  const previous = goalEvent(matchId, seq - 1)
  const homeScore = previous.state.homeScore - 1
  return {
    ...previous,
    id,
    seq,
    type: 'correction',
    state: { ...previous.state, homeScore, periods: [{ index: 1, home: homeScore, guest: 0 }] },
    incident: null,
    retracts,
  }
}

/** Stores full matches as the match writer does: the rows and their list keys (match-key-row.ts). */
export async function putMatches(db: ScorecastDB, rows: readonly MatchRow[]): Promise<void> {
  await db.transaction('rw', db.matches, db.matchKeys, async () => {
    await db.matches.bulkPut([...rows])
    await db.matchKeys.bulkPut(rows.map(matchKeyOf))
  })
}

/**
 * Counts how often a live query re-runs, and tells when a write has been seen by every live query: a witness
 * query reads both match tables whole, so it re-runs after every write to them, and by the time it has, every
 * other live query has already re-run or decided the write does not concern it. This lets a test prove that
 * a query stayed asleep without sleeping.
 */
export function watchQueryRuns<T>(db: ScorecastDB, query: () => Promise<T>) {
  let runs = 0
  let witnessed = 0
  const watched = liveQuery(() => {
    runs += 1
    return query()
  }).subscribe(() => {})
  const witness = liveQuery(() => {
    witnessed += 1
    return Promise.all([db.matches.toArray(), db.matchKeys.toArray()])
  }).subscribe(() => {})
  let seen = 0
  return {
    runs: () => runs,
    /** Resolves once the last write has reached the live queries (the first call: once both have run). */
    settled: async () => {
      await vi.waitFor(() => expect(witnessed).toBeGreaterThan(seen))
      seen = witnessed
    },
    stop: () => {
      watched.unsubscribe()
      witness.unsubscribe()
    },
  }
}
