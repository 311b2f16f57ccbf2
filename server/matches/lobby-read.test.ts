import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lobby } from '../../protocol/match'
import type { DatabaseHandle } from '../db/client'
import { openTestDatabase } from '../test-support/database'
import { liveState } from '../test-support/fixtures'
import { addLeague, addMatches } from '../test-support/match-fixtures'
import { matchById, matchesByIds } from './read'
import { matchEvents, matches } from './tables'

// A battle royale's list shape carries its lobby's leaders, read from the state of its newest event (what
// pushes carry too); head-to-head games never get the field.

let database: DatabaseHandle
const lobby: Lobby = {
  rounds: 5,
  leaders: [
    { teamId: 'pel-3', name: '队3', points: 31, kills: 17 },
    { teamId: 'pel-1', name: '队1', points: 28, kills: 12 },
    { teamId: 'pel-2', name: '队2', points: 20, kills: 9 },
  ],
}

beforeAll(async () => {
  database = await openTestDatabase()
  const { db } = database
  await addLeague(db, 'pel', 5, 3)
  await addLeague(db, 'lpl', 1, 2)
  await addMatches(db, [
    { id: 'royale', gameId: 5, leagueId: 'pel', home: 'pel-1', guest: 'pel-2', startTime: 1, status: 'live' },
    { id: 'versus', gameId: 1, leagueId: 'lpl', home: 'lpl-1', guest: 'lpl-2', startTime: 1, status: 'live' },
    { id: 'fresh', gameId: 5, leagueId: 'pel', home: 'pel-2', guest: 'pel-3', startTime: 9 },
  ])
  const older = { ...lobby, leaders: lobby.leaders.slice(1) }
  const event = (matchId: string, gameId: number, seq: number, state: object) => ({
    matchId,
    gameId,
    seq,
    type: 'score' as const,
    at: seq,
    state: { ...liveState('live'), ...state },
  })
  await db
    .insert(matchEvents)
    .values([
      event('royale', 5, 1, { lobby: older }),
      event('royale', 5, 2, { lobby }),
      event('versus', 1, 1, { lobby }),
    ])
  await db.update(matches).set({ seq: 2 })
})
afterAll(async () => {
  await database.close()
})

describe('the lobby of a battle royale in the list shape', () => {
  it('comes from the newest event of a battle royale only', async () => {
    expect((await matchById(database.db, 'royale'))?.lobby).toEqual(lobby)
    const read = await matchesByIds(database.db, ['versus', 'fresh'])
    for (const match of read) expect(match).not.toHaveProperty('lobby')
  })
})
