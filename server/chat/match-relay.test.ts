import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../protocol/live'
import type { Incident, MatchEvent, MatchLiveState } from '../../protocol/match'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import type { LivePublisher } from '../realtime/live-publisher'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { insertCatalogue, insertMatch } from '../test-support/fixtures'
import { createMatchChatRelay, systemLineOf } from './match-relay'
import { readChat } from './messages'
import { insertRoom, insertUser } from './test-fixtures'

let database: TestDatabase
const pushed: ChatMessage[] = []
const live: LivePublisher = {
  room: () => undefined,
  chat: (message) => pushed.push(message),
  leaderboard: () => undefined,
  viewers: () => undefined,
  sessionChanged: () => undefined,
  onSessionChange: () => undefined,
  chatRulesChanged: () => undefined,
  onChatRulesChange: () => undefined,
}
let football: number
let footballOffline: number
let moba: number

beforeAll(async () => {
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1, 2, 202])
  const now = Date.now()
  for (const [id, gameId] of [
    ['f1', 202],
    ['m1', 1],
    ['c1', 2],
  ] as const) {
    await insertMatch(database.db, { id, gameId, startTime: now, status: 'live' })
  }
  const anchors = await Promise.all([1, 2, 3, 4].map(() => insertUser(database.db)))
  const [a, b, c, d] = anchors.map((anchor) => anchor.uid) as [number, number, number, number]
  football = await insertRoom(database.db, a, { state: 'live', matchId: 'f1' })
  footballOffline = await insertRoom(database.db, b, { state: 'ended', matchId: 'f1' })
  moba = await insertRoom(database.db, c, { state: 'live', matchId: 'm1' })
  await insertRoom(database.db, d, { state: 'live', matchId: null })
})
afterAll(async () => {
  await database.close()
})

let nextId = 1
function event(
  matchId: string,
  gameId: number,
  state: Partial<MatchLiveState>,
  incident: Partial<Incident> | null,
  type: MatchEvent['type'] = incident ? 'score' : 'status',
): MatchEvent {
  const id = nextId++
  return {
    id,
    matchId,
    gameId,
    seq: id,
    type,
    at: 1_700_000_000_000 + id,
    state: {
      status: 'live',
      phase: 'inGame',
      period: 1,
      clock: 0,
      homeScore: 0,
      guestScore: 0,
      periods: [{ index: 1, home: 0, guest: 0 }],
      winRate: null,
      ...state,
    },
    incident: incident && { kind: 'goal', side: 'home', period: 1, clock: 60, points: 1, detail: null, ...incident },
    retracts: null,
  }
}

describe('systemLineOf', () => {
  it('picks the moments worth a line', () => {
    expect(systemLineOf(event('f1', 202, { homeScore: 1 }, { kind: 'goal' }))?.text).toBe(LIVE_MESSAGES.systemGoal.id)
    expect(systemLineOf(event('f1', 202, {}, { kind: 'corner', points: 0 }, 'incident'))).toBeNull()
    const firstBlood = event('m1', 1, { periods: [{ index: 1, home: 2, guest: 0 }] }, { kind: 'kill', points: 2 })
    expect(systemLineOf(firstBlood)?.text).toBe(LIVE_MESSAGES.systemKill.id)
    const laterKill = event('m1', 1, { periods: [{ index: 1, home: 2, guest: 1 }] }, { kind: 'kill', side: 'guest' })
    expect(systemLineOf(laterKill)).toBeNull()
    expect(systemLineOf(event('c1', 2, {}, { kind: 'roundWon' }))).toBeNull()
    expect(systemLineOf(event('c1', 2, {}, { kind: 'mapWon', points: 0 }))?.text).toBe(LIVE_MESSAGES.systemPeriodWon.id)
    expect(systemLineOf(event('x', 201, {}, { kind: 'basket', points: 3 }))).toBeNull()
    expect(systemLineOf(event('x', 5, {}, { kind: 'kill', points: 1 }))).toBeNull()
    const cancelled = event('x', 202, { status: 'closed', phase: 'cancelled' }, null)
    expect(systemLineOf(cancelled)).toBeNull()
  })
})

describe('createMatchChatRelay', () => {
  it('posts goals, games won and the end as system lines in the live rooms linked to the match', async () => {
    const relay = createMatchChatRelay({ db: database.db, live, log: pino({ level: 'silent' }) })
    await relay.onMatchEvents([
      event('f1', 202, { homeScore: 1 }, { kind: 'goal', side: 'home' }),
      event('f1', 202, { homeScore: 1 }, { kind: 'yellowCard', points: 0 }, 'incident'),
      event('m1', 1, { homeScore: 1 }, { kind: 'gameWon', side: 'guest', period: 1, points: 0 }),
      event('unlinked', 202, { homeScore: 1 }, { kind: 'goal' }),
    ])
    await relay.onMatchEvents([event('f1', 202, { status: 'closed', phase: 'ended', homeScore: 1 }, null)])

    const footballChat = await readChat(database.db, football, 0)
    expect(footballChat.list.map(({ seq, kind, text, params, uid }) => ({ seq, kind, text, params, uid }))).toEqual([
      {
        seq: 1,
        kind: 'system',
        text: LIVE_MESSAGES.systemGoal.id,
        params: { team: '主队202', score: '1-0' },
        uid: null,
      },
      {
        seq: 2,
        kind: 'system',
        text: LIVE_MESSAGES.systemMatchEnded.id,
        params: { home: '主队202', guest: '客队202', score: '1-0' },
        uid: null,
      },
    ])
    const mobaChat = await readChat(database.db, moba, 0)
    expect(mobaChat.list.map(({ text, params }) => ({ text, params }))).toEqual([
      { text: LIVE_MESSAGES.systemPeriodWon.id, params: { team: '客队1', period: '1' } },
    ])
    expect((await readChat(database.db, footballOffline, 0)).list).toEqual([])
    expect(pushed.map((line) => [line.roomId, line.seq])).toEqual([
      [football, 1],
      [moba, 1],
      [football, 2],
    ])
  })
})
