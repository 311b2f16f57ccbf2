import { describe, expect, it } from 'vitest'
import { beijingDay, dayRange } from '../../../protocol/calendar'
import { callOf, resultOf } from '../../test-support/http-client'
import { addListWorld } from '../../test-support/match-fixtures'
import { withTestServer } from '../../test-support/server'

const server = withTestServer({
  prepare: async (db) => {
    const now = Date.now()
    await addListWorld(db, now, dayRange(beijingDay(now)).start)
  },
})

const notASport = { status: 'fail', code: 400, errorMsg: '体育接口只支持篮球和足球' }

describe('GET /sprots_league/match_leagues', () => {
  it('lists the basketball and soccer leagues only', async () => {
    const page = await resultOf(server.url, 'sportsLeagues')
    expect(page).toMatchObject({
      total: 2,
      list: [
        { id: 'cba', gameId: 201, live: 1 },
        { id: 'csl', gameId: 202 },
      ],
    })
    expect((await resultOf(server.url, 'sportsLeagues', { gameId: 202 })).list.map((l) => l.id)).toEqual(['csl'])
    expect(await callOf(server.url, 'sportsLeagues', { gameId: 1 })).toMatchObject(notASport)
  })
})

describe('GET /sport_match/sportsLiving', () => {
  it('lists live basketball and soccer matches, by sport and league', async () => {
    expect((await resultOf(server.url, 'sportsLiving')).map((m) => m.id)).toEqual(['live3', 'live4'])
    expect((await resultOf(server.url, 'sportsLiving', { gameId: 201 })).map((m) => m.id)).toEqual(['live3'])
    expect((await resultOf(server.url, 'sportsLiving', { leagueId: 'csl' })).map((m) => m.id)).toEqual(['live4'])
    expect(await callOf(server.url, 'sportsLiving', { gameId: 2 })).toMatchObject(notASport)
    expect(await callOf(server.url, 'sportsLiving', { leagueId: 'lpl' })).toMatchObject({
      code: 400,
      errorMsg: '该联赛不属于所选游戏',
    })
    expect(await callOf(server.url, 'sportsLiving', { gameId: 'x' })).toMatchObject({ code: 400 })
  })
})
