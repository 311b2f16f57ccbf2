import { describe, expect, it } from 'vitest'
import type { Incident } from '../../../protocol/match'
import type { Database } from '../../db/client'
import { leagueTeams, matchEvents, players } from '../../matches/tables'
import { callOf, resultOf } from '../../test-support/http-client'
import { addLeague, addMatches } from '../../test-support/match-fixtures'
import { withTestServer } from '../../test-support/server'

const DAY = 86_400_000
const t0 = Date.parse('2026-10-01T10:00:00Z')

/** Incidents of a finished match, seq 1…n; a `retracts` entry is a correction taking back that seq. */
async function addIncidents(
  db: Database,
  matchId: string,
  list: Array<Pick<Incident, 'kind' | 'side' | 'detail'> | { retracts: number }>,
) {
  await db.insert(matchEvents).values(
    list.map((entry, i) => ({
      matchId,
      gameId: 202,
      seq: i + 1,
      at: t0 + i,
      state: {} as (typeof matchEvents.$inferInsert)['state'],
      ...('retracts' in entry
        ? { type: 'correction', retracts: entry.retracts }
        : { type: 'incident', incident: { ...entry, period: 1, clock: 60 * i, points: 1 } }),
    })) as (typeof matchEvents.$inferInsert)[],
  )
}

const server = withTestServer({
  prepare: async (db) => {
    await addLeague(db, 'csl', 202, 4)
    await addLeague(db, 'cba', 201, 2)
    await db.insert(leagueTeams).values([1, 2, 3, 4].map((n) => ({ leagueId: 'csl', teamId: `csl-${n}` })))
    await db.insert(players).values([
      { id: 'p-wu', gameId: 202, teamId: 'csl-1', nickname: '武磊', realName: 'Wu Lei', role: '前锋', source: 'test' },
      { id: 'p-yan', gameId: 202, teamId: 'csl-1', nickname: '颜骏凌', realName: 'Yan', role: '门将', source: 'test' },
      { id: 'p-free', gameId: 202, teamId: null, nickname: '自由人', realName: 'Free', role: '后卫', source: 'test' },
      { id: 'p-cba', gameId: 201, teamId: 'cba-1', nickname: '易建联', realName: 'Yi', role: '中锋', source: 'test' },
    ])
    // csl-1: beats csl-2 2-0, draws csl-3 1-1, loses to csl-2 0-1, beats csl-4 3-2; plays csl-3 live.
    await addMatches(db, [
      {
        id: 'm1',
        gameId: 202,
        leagueId: 'csl',
        home: 'csl-1',
        guest: 'csl-2',
        startTime: t0,
        status: 'closed',
        score: [2, 0],
      },
      {
        id: 'm2',
        gameId: 202,
        leagueId: 'csl',
        home: 'csl-3',
        guest: 'csl-1',
        startTime: t0 + DAY,
        status: 'closed',
        score: [1, 1],
      },
      {
        id: 'm3',
        gameId: 202,
        leagueId: 'csl',
        home: 'csl-2',
        guest: 'csl-1',
        startTime: t0 + 2 * DAY,
        status: 'closed',
        score: [1, 0],
      },
      {
        id: 'm4',
        gameId: 202,
        leagueId: 'csl',
        home: 'csl-1',
        guest: 'csl-4',
        startTime: t0 + 3 * DAY,
        status: 'closed',
        score: [3, 2],
      },
      {
        id: 'm5',
        gameId: 202,
        leagueId: 'csl',
        home: 'csl-1',
        guest: 'csl-3',
        startTime: t0 + 4 * DAY,
        status: 'live',
        score: [5, 0],
      },
      { id: 'm6', gameId: 202, leagueId: 'csl', home: 'csl-4', guest: 'csl-1', startTime: t0 + 5 * DAY },
    ])
    await addIncidents(db, 'm1', [
      { kind: 'goal', side: 'home', detail: '武磊' },
      { kind: 'goal', side: 'home', detail: '武磊' },
      { kind: 'yellowCard', side: 'home', detail: '武磊' },
    ])
    await addIncidents(db, 'm4', [
      { kind: 'goal', side: 'home', detail: '武磊' },
      { kind: 'goal', side: 'home', detail: '武磊' },
      { retracts: 2 },
      { kind: 'goal', side: 'guest', detail: '武磊' },
    ])
    // Live: its goals are not counted until it is finished.
    await addIncidents(db, 'm5', [{ kind: 'goal', side: 'home', detail: '武磊' }])
  },
})

describe('GET /library/teams', () => {
  it('lists a game’s teams by name with their leagues, roster size and record from finished matches', async () => {
    const page = await resultOf(server.url, 'libraryTeams', { gameId: 202 })
    expect(page.total).toBe(4)
    expect(page.list.map((t) => t.id)).toEqual(['csl-1', 'csl-2', 'csl-3', 'csl-4'])
    expect(page.list[0]).toEqual({
      id: 'csl-1',
      gameId: 202,
      name: '队1',
      nameEn: 'Team 1',
      shortName: 'T1',
      country: null,
      logo: null,
      leagueIds: ['csl'],
      players: 2,
      played: 4,
      won: 2,
      drawn: 1,
      lost: 1,
      winRate: 50,
    })
  })

  it('filters by league, pages, and refuses bad input with the envelope', async () => {
    expect((await resultOf(server.url, 'libraryTeams', { leagueId: 'cba' })).total).toBe(0)
    expect(await resultOf(server.url, 'libraryTeams', { gameId: 202, pageSize: 3, pageIndex: 2 })).toMatchObject({
      total: 4,
      list: [{ id: 'csl-4' }],
    })
    expect(await callOf(server.url, 'libraryTeams', { pageSize: 501 })).toMatchObject({ code: 400 })
    expect(await callOf(server.url, 'libraryTeams', { gameId: 9999 })).toMatchObject({
      code: 400,
      errorMsg: '未知的游戏',
    })
  })
})

describe('GET /library/team', () => {
  it('answers the roster, record, form newest first, results, coming matches, the form series and opponents', async () => {
    const page = await resultOf(server.url, 'libraryTeam', { teamId: 'csl-1' })
    expect(page.roster.map((p) => [p.nickname, p.role])).toEqual([
      ['武磊', '前锋'],
      ['颜骏凌', '门将'],
    ])
    expect(page.leagues.map((l) => l.id)).toEqual(['csl'])
    expect(page.record).toEqual({ played: 4, won: 2, drawn: 1, lost: 1, winRate: 50, scoreFor: 6, scoreAgainst: 4 })
    expect(page.form).toEqual(['won', 'lost', 'drawn', 'won'])
    expect(page.recent.map((m) => m.id)).toEqual(['m4', 'm3', 'm2', 'm1'])
    expect(page.upcoming.map((m) => m.id)).toEqual(['m5', 'm6'])
    expect(page.formSeries.map((p) => [p.matchId, p.result, p.winRate])).toEqual([
      ['m1', 'won', 100],
      ['m2', 'drawn', 50],
      ['m3', 'lost', 33.3],
      ['m4', 'won', 50],
    ])
    expect(page.opponents.map((o) => [o.id, o.meetings])).toEqual([
      ['csl-2', 2],
      ['csl-3', 1],
      ['csl-4', 1],
    ])
  })

  it('answers 404 for an unknown team', async () => {
    expect(await callOf(server.url, 'libraryTeam', { teamId: 'nope' })).toMatchObject({
      code: 404,
      errorMsg: '战队不存在',
    })
    expect(await callOf(server.url, 'libraryTeam', {})).toMatchObject({ code: 400 })
  })
})

describe('GET /library/headToHead', () => {
  it('counts the meetings from the first team’s side, newest first', async () => {
    const h2h = await resultOf(server.url, 'libraryHeadToHead', { teamId: 'csl-2', opponentId: 'csl-1' })
    expect(h2h.record).toMatchObject({ played: 2, won: 1, lost: 1, scoreFor: 1, scoreAgainst: 2, winRate: 50 })
    expect(h2h.matches.map((m) => m.id)).toEqual(['m3', 'm1'])
    expect(h2h.opponent.id).toBe('csl-1')
  })

  it('refuses a team against itself and unknown teams', async () => {
    expect(await callOf(server.url, 'libraryHeadToHead', { teamId: 'csl-1', opponentId: 'csl-1' })).toMatchObject({
      code: 400,
      errorMsg: '请选择另一支战队进行对比',
    })
    expect(await callOf(server.url, 'libraryHeadToHead', { teamId: 'csl-1', opponentId: 'x' })).toMatchObject({
      code: 404,
    })
  })
})

describe('GET /library/players and /library/player', () => {
  it('lists a game’s players by nickname with their team', async () => {
    const page = await resultOf(server.url, 'libraryPlayers', { gameId: 202 })
    expect(page.list.map((p) => [p.id, p.team?.id ?? null])).toEqual([
      ['p-wu', 'csl-1'],
      ['p-free', null],
      ['p-yan', 'csl-1'],
    ])
    expect((await resultOf(server.url, 'libraryPlayers', { teamId: 'cba-1' })).list.map((p) => p.id)).toEqual(['p-cba'])
  })

  it('counts the incidents naming the player in finished matches, leaving out retracted and the other side’s', async () => {
    const page = await resultOf(server.url, 'libraryPlayer', { playerId: 'p-wu' })
    expect(page.record).toEqual({ played: 4, won: 2, drawn: 1, lost: 1, winRate: 50 })
    expect(page.totals).toEqual([
      { kind: 'goal', count: 3 },
      { kind: 'yellowCard', count: 1 },
    ])
    expect(page.seriesKind).toBe('goal')
    expect(page.series.map((p) => [p.matchId, p.value])).toEqual([
      ['m1', 2],
      ['m2', 0],
      ['m3', 0],
      ['m4', 1],
    ])
    expect(page.recent[0]).toMatchObject({ match: { id: 'm4' }, result: 'won', numbers: [{ kind: 'goal', count: 1 }] })
    expect(page.teammates.map((p) => p.id)).toEqual(['p-yan'])
  })

  it('answers a player without a team with an empty record, and 404 for an unknown one', async () => {
    expect(await resultOf(server.url, 'libraryPlayer', { playerId: 'p-free' })).toMatchObject({
      player: { team: null },
      recent: [],
      seriesKind: null,
    })
    expect(await callOf(server.url, 'libraryPlayer', { playerId: 'x' })).toMatchObject({
      code: 404,
      errorMsg: '选手不存在',
    })
  })
})

describe('GET /library/league', () => {
  it('answers the league with its counts, teams, results and coming matches', async () => {
    const page = await resultOf(server.url, 'libraryLeague', { leagueId: 'csl' })
    expect(page.league).toMatchObject({ id: 'csl', live: 1, upcoming: 1 })
    expect(page.played).toBe(4)
    expect(page.teams.map((t) => t.id)).toEqual(['csl-1', 'csl-2', 'csl-3', 'csl-4'])
    expect(page.recent.map((m) => m.id)).toEqual(['m4', 'm3', 'm2', 'm1'])
    expect(page.upcoming.map((m) => m.id)).toEqual(['m5', 'm6'])
    expect(await callOf(server.url, 'libraryLeague', { leagueId: 'nope' })).toMatchObject({ code: 404 })
  })
})
