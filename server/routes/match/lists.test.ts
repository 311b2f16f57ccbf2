import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, beijingDay, dayRange } from '../../../protocol/calendar'
import type { CallName } from '../../../protocol/calls'
import { LIMITS } from '../../../protocol/constants'
import type { DatabaseHandle } from '../../db/client'
import { loadTranslator } from '../../i18n'
import { openTestDatabase } from '../../test-support/database'
import { callOf, resultOf } from '../../test-support/http-client'
import { addLeague, addListWorld, addMatches } from '../../test-support/match-fixtures'
import { startTestServer, type TestServer } from '../../test-support/server'

let database: DatabaseHandle
let server: TestServer
const now = Date.now()
const today = beijingDay(now)
const twoDaysAgo = addDays(today, -2)

beforeAll(async () => {
  database = await openTestDatabase()
  await addListWorld(database.db, now, dayRange(today).start)
  server = await startTestServer(database.db)
})
afterAll(async () => {
  await server.close()
  await database.close()
})

const ids = (list: { id: string }[]) => list.map((m) => m.id)
const run = <N extends CallName>(name: N, input: Record<string, unknown> = {}) => resultOf(server.url, name, input)
const fail = (name: CallName, input: Record<string, unknown>, lan = 'zh_CN') => callOf(server.url, name, input, { lan })

describe('GET /v2/match/getPCLiveGameMatch', () => {
  it('lists live matches in start order, by game and by league', async () => {
    expect(ids(await run('liveMatches'))).toEqual(['live2', 'live1', 'live3', 'live4'])
    expect(ids(await run('liveMatches', { gameId: 1 }))).toEqual(['live2', 'live1'])
    expect(ids(await run('liveMatches', { leagueId: 'ldl' }))).toEqual(['live2'])
  })

  it('answers bad filters with a localized fail envelope', async () => {
    expect(await fail('liveMatches', { leagueId: 'nope' })).toMatchObject({
      status: 'fail',
      code: 404,
      errorMsg: '联赛不存在',
    })
    expect(await fail('liveMatches', { gameId: 2, leagueId: 'lpl' })).toMatchObject({
      code: 400,
      errorMsg: '该联赛不属于所选游戏',
    })
    expect(await fail('liveMatches', { gameId: 99 })).toMatchObject({ code: 400, errorMsg: '未知的游戏' })
    expect(await fail('liveMatches', { gameId: 'abc' })).toMatchObject({ code: 400, errorMsg: '请求参数不正确' })
    expect(await fail('liveMatches', { sort: 'x' })).toMatchObject({ code: 400, result: null })
    const english = loadTranslator().translate('validation.game.unknown', 'en')
    expect(english).not.toBe('未知的游戏')
    expect(await fail('liveMatches', { gameId: 99 }, 'en')).toMatchObject({ code: 400, errorMsg: english })
    expect(await fail('liveMatches', { leagueId: 'nope' }, 'en')).toMatchObject({ errorMsg: 'League not found' })
  })
})

describe('POST /v2/match/getPCPastGameMatch', () => {
  it('lists finished matches newest first, by game and day, page by page', async () => {
    expect(await run('pastMatches')).toEqual({ list: expect.any(Array), total: 3 })
    expect(ids((await run('pastMatches')).list)).toEqual(['past3', 'past2', 'past1'])
    expect(ids((await run('pastMatches', { gameId: 1 })).list)).toEqual(['past2', 'past1'])
    expect(ids((await run('pastMatches', { day: twoDaysAgo })).list)).toEqual(['past1'])
    const second = await run('pastMatches', { pageSize: 1, pageIndex: 2 })
    expect({ ids: ids(second.list), total: second.total }).toEqual({ ids: ['past2'], total: 3 })
    expect((await run('pastMatches', { pageSize: 1, pageIndex: 4 })).list).toEqual([])
  })

  it('carries scores and teams', async () => {
    const [past2] = (await run('pastMatches', { gameId: 1, pageSize: 1 })).list
    expect(past2).toMatchObject({
      id: 'past2',
      status: 'closed',
      homeScore: 0,
      guestScore: 2,
      leagueName: '联赛lpl',
      home: { id: 'lpl-3', name: '队3' },
      guest: { id: 'lpl-2' },
    })
  })

  it('refuses bad paging and dates', async () => {
    for (const input of [{ pageSize: 0 }, { pageSize: 201 }, { pageIndex: 0 }, { pageIndex: 1.5 }, { pageSize: '5' }])
      expect(await fail('pastMatches', input), JSON.stringify(input)).toMatchObject({ status: 'fail', code: 400 })
    for (const day of ['yesterday', '2026-02-30', '2026-13-01'])
      expect(await fail('pastMatches', { day }), day).toMatchObject({ code: 400, errorMsg: '日期格式不正确' })
  })
})

describe('POST /v2/match/getPCUpcomingGameMatch', () => {
  it('lists matches to come soonest first, without postponed ones', async () => {
    expect(ids((await run('upcomingMatches')).list)).toEqual(['soon', 'later', 'far'])
    expect(ids((await run('upcomingMatches', { gameId: 2 })).list)).toEqual(['far'])
    expect(ids((await run('upcomingMatches', { teamId: 'lpl-4' })).list)).toEqual(['soon'])
    expect(await fail('upcomingMatches', { leagueId: 'nope' })).toMatchObject({ code: 404 })
  })
})

describe('POST /v2/match/getPCGameMatchByCondition', () => {
  it('combines game, statuses, team, date range and order', async () => {
    const liveOrDone = await run('matchesByCondition', { gameId: 1, status: ['live', 'closed'], order: 'desc' })
    expect(ids(liveOrDone.list)).toEqual(['live1', 'live2', 'past2', 'past1'])
    expect(liveOrDone.total).toBe(4)
    const range = await run('matchesByCondition', { startDay: twoDaysAgo, endDay: addDays(today, -1) })
    expect(ids(range.list)).toEqual(['past1', 'past2', 'past3'])
    expect(ids((await run('matchesByCondition', { teamId: 'csm-2' })).list)).toEqual(['past3', 'far'])
    expect(ids((await run('matchesByCondition', { startDay: addDays(today, 1) })).list)).toContain('far')
    const month = await run('matchesByCondition', { startDay: twoDaysAgo, endDay: addDays(twoDaysAgo, 30) })
    expect(month.total).toBe(11)
  })

  it('refuses an inverted or too long range and empty status lists', async () => {
    expect(await fail('matchesByCondition', { startDay: today, endDay: twoDaysAgo })).toMatchObject({
      code: 400,
      errorMsg: '结束日期不能早于开始日期',
    })
    expect(await fail('matchesByCondition', { startDay: twoDaysAgo, endDay: addDays(twoDaysAgo, 31) })).toMatchObject({
      code: 400,
      errorMsg: '日期范围不能超过31天',
    })
    expect(await fail('matchesByCondition', { status: [] })).toMatchObject({ code: 400 })
    expect(await fail('matchesByCondition', { status: ['finished'] })).toMatchObject({ code: 400 })
    expect(await fail('matchesByCondition', { order: 'random' })).toMatchObject({ code: 400 })
  })
})

describe('POST /match/pcMatches', () => {
  it('filters a day by league', async () => {
    expect(ids((await run('pcMatches', { day: twoDaysAgo, leagueId: 'lpl' })).list)).toEqual(['past1'])
    expect((await run('pcMatches', { day: twoDaysAgo, leagueId: 'csm' })).list).toEqual([])
    expect(await fail('pcMatches', { day: '2026-02-31' })).toMatchObject({ code: 400, errorMsg: '日期格式不正确' })
    expect(await fail('pcMatches', {})).toMatchObject({ code: 400 })
  })
})

describe('GET /match/gameLivingFuture and /match/gameMatchLive', () => {
  it('gives live matches, then those starting within the hour', async () => {
    expect(ids(await run('livingFuture'))).toEqual(['live2', 'live1', 'live3', 'live4', 'soon'])
    expect(ids(await run('livingFuture', { gameId: 202 }))).toEqual(['live4'])
    expect(ids(await run('livingFuture', { leagueId: 'lpl' }))).toEqual(['live1', 'soon'])
  })

  it('ranks the hot live list by league tier, then start, up to limit', async () => {
    expect(ids(await run('hotLive'))).toEqual(['live1', 'live3', 'live4', 'live2'])
    expect(ids(await run('hotLive', { limit: 2 }))).toEqual(['live1', 'live3'])
    expect(ids(await run('hotLive', { gameId: 1 }))).toEqual(['live1', 'live2'])
    expect(await fail('hotLive', { limit: 0 })).toMatchObject({ code: 400 })
    expect(await fail('hotLive', { limit: 101 })).toMatchObject({ code: 400 })
  })
})

describe('the unpaged live lists are bounded', () => {
  it(`answer at most ${LIMITS.liveListMax} matches, the earliest started first`, async () => {
    const crowded = await openTestDatabase()
    const crowdedServer = await startTestServer(crowded.db)
    try {
      await addLeague(crowded.db, 'lpl', 1, 2)
      const count = LIMITS.liveListMax + 5
      await addMatches(
        crowded.db,
        Array.from({ length: count }, (_, i) => ({
          id: `m${String(i).padStart(4, '0')}`,
          gameId: 1,
          leagueId: 'lpl',
          home: 'lpl-1',
          guest: 'lpl-2',
          startTime: now - (count - i) * 1000,
          status: 'live' as const,
        })),
      )
      for (const name of ['liveMatches', 'livingFuture'] as const) {
        const list = await resultOf(crowdedServer.url, name, {})
        expect(list).toHaveLength(LIMITS.liveListMax)
        expect(list[0]?.id).toBe('m0000')
      }
    } finally {
      await crowdedServer.close()
      await crowded.close()
    }
  })
})
