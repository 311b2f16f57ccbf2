import { describe, expect, it } from 'vitest'
import { callOf, resultOf } from '../../test-support/http-client'
import { addLeague, addMatches, type MatchFixture } from '../../test-support/match-fixtures'
import { withTestServer } from '../../test-support/server'

const DAY = 86_400_000
const t0 = Date.parse('2026-10-01T10:00:00Z')

/** Finished matches of `leagueId`, one a day from t0 in the order given: [home, guest, homeScore, guestScore]. */
function results(leagueId: string, gameId: number, list: Array<[number, number, number, number]>): MatchFixture[] {
  return list.map(([home, guest, homeScore, guestScore], i) => ({
    id: `${leagueId}-r${i + 1}`,
    gameId,
    leagueId,
    home: `${leagueId}-${home}`,
    guest: `${leagueId}-${guest}`,
    startTime: t0 + i * DAY,
    status: 'closed',
    score: [homeScore, guestScore],
  }))
}

const server = withTestServer({
  prepare: async (db) => {
    await addLeague(db, 'csl', 202, 4)
    await addLeague(db, 'cba', 201, 3)
    await addLeague(db, 'lpl', 1, 2)
    await addLeague(db, 'ldl', 1, 2, 2)
    await addLeague(db, 'pel', 6, 2)
    await addMatches(db, [
      ...results('csl', 202, [
        [1, 2, 2, 0],
        [1, 3, 1, 1],
        [2, 3, 3, 1],
        [4, 1, 0, 1],
        [4, 2, 2, 2],
      ]),
      // Not finished: never counted, however lopsided the score.
      {
        id: 'csl-live',
        gameId: 202,
        leagueId: 'csl',
        home: 'csl-4',
        guest: 'csl-3',
        startTime: t0 + 9 * DAY,
        status: 'live',
        score: [9, 0],
      },
      { id: 'csl-next', gameId: 202, leagueId: 'csl', home: 'csl-3', guest: 'csl-4', startTime: t0 + 10 * DAY },
      ...results('cba', 201, [
        [1, 2, 101, 99],
        [2, 3, 88, 80],
        [3, 1, 90, 70],
        [1, 3, 100, 95],
      ]),
      { id: 'lpl-live', gameId: 1, leagueId: 'lpl', home: 'lpl-1', guest: 'lpl-2', startTime: t0, status: 'live' },
      ...results('pel', 6, [[1, 2, 30, 42]]),
    ])
  },
})

describe('GET /league/match_leagues', () => {
  it('lists leagues by game, tier and name with their live and upcoming counts', async () => {
    const page = await resultOf(server.url, 'matchLeagues')
    expect(page.total).toBe(5)
    expect(page.list.map((l) => l.id)).toEqual(['lpl', 'ldl', 'pel', 'cba', 'csl'])
    expect(page.list.find((l) => l.id === 'csl')).toEqual({
      id: 'csl',
      gameId: 202,
      name: '联赛csl',
      names: { en: 'League csl', zh_TW: '聯賽csl' },
      shortName: 'CSL',
      region: 'CN',
      tier: 1,
      logo: null,
      live: 1,
      upcoming: 1,
    })
    expect(page.list.find((l) => l.id === 'ldl')).toMatchObject({ live: 0, upcoming: 0, tier: 2 })
  })

  it('filters by game and pages', async () => {
    expect((await resultOf(server.url, 'matchLeagues', { gameId: 1 })).list.map((l) => l.id)).toEqual(['lpl', 'ldl'])
    expect(await resultOf(server.url, 'matchLeagues', { pageSize: 2, pageIndex: 2 })).toMatchObject({
      total: 5,
      list: [{ id: 'pel' }, { id: 'cba' }],
    })
    expect(await callOf(server.url, 'matchLeagues', { gameId: 3000 })).toMatchObject({
      code: 400,
      errorMsg: '未知的游戏',
    })
    expect(await callOf(server.url, 'matchLeagues', { pageSize: 501 })).toMatchObject({ code: 400 })
  })
})

describe('GET /match/standings', () => {
  it('ranks football by points from finished matches only, with form newest first', async () => {
    const table = await resultOf(server.url, 'standings', { leagueId: 'csl' })
    expect(table.ranking).toBe('points')
    expect(table.matchesCounted).toBe(5)
    const rows = table.table.map((r) => [
      r.rank,
      r.team.id,
      r.played,
      r.won,
      r.drawn,
      r.lost,
      r.scoreFor,
      r.scoreAgainst,
      r.points,
    ])
    expect(rows).toEqual([
      [1, 'csl-1', 3, 2, 1, 0, 4, 1, 7],
      [2, 'csl-2', 3, 1, 1, 1, 5, 5, 4],
      [3, 'csl-4', 2, 0, 1, 1, 2, 3, 1],
      [4, 'csl-3', 2, 0, 1, 1, 2, 4, 1],
    ])
    expect(table.table[0]).toMatchObject({
      team: { name: '队1', shortName: 'T1' },
      winRate: 66.7,
      form: ['won', 'drawn', 'won'],
    })
    const scored = table.leaders.find((l) => l.stat === 'scoreFor')
    expect(scored?.entries.map((e) => [e.team.id, e.value])).toEqual([
      ['csl-2', 5],
      ['csl-1', 4],
      ['csl-3', 2],
      ['csl-4', 2],
    ])
    const defence = table.leaders.find((l) => l.stat === 'scoreAgainstPerMatch')
    expect(defence?.entries[0]).toMatchObject({ team: { id: 'csl-1' }, value: 0.3 })
  })

  it('ranks basketball by win rate, without points', async () => {
    const table = await resultOf(server.url, 'standings', { leagueId: 'cba' })
    expect(table.ranking).toBe('winRate')
    expect(table.table.map((r) => [r.team.id, r.won, r.lost, r.winRate, r.points])).toEqual([
      ['cba-1', 2, 1, 66.7, null],
      ['cba-2', 1, 1, 50, null],
      ['cba-3', 1, 2, 33.3, null],
    ])
    expect(table.table[0]).toMatchObject({ scoreFor: 271, scoreAgainst: 284, drawn: 0 })
    expect(table.leaders.map((l) => l.stat)).toEqual(['winRate', 'won', 'scoreForPerMatch'])
  })

  it('ranks battle royale by points scored, and answers an empty table for a league without results', async () => {
    const pel = await resultOf(server.url, 'standings', { leagueId: 'pel' })
    expect(pel.ranking).toBe('scored')
    expect(pel.table.map((r) => r.team.id)).toEqual(['pel-2', 'pel-1'])
    const lpl = await resultOf(server.url, 'standings', { leagueId: 'lpl' })
    expect(lpl).toMatchObject({ matchesCounted: 0, table: [], league: { id: 'lpl', gameId: 1 } })
    expect(lpl.leaders.every((l) => l.entries.length === 0)).toBe(true)
  })

  it('answers 404 for an unknown league and 400 without one', async () => {
    expect(await callOf(server.url, 'standings', { leagueId: 'nope' })).toMatchObject({
      code: 404,
      errorMsg: '联赛不存在',
    })
    expect(await callOf(server.url, 'standings', {})).toMatchObject({ code: 400 })
  })
})
