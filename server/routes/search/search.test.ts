import { describe, expect, it } from 'vitest'
import { leagues, leagueTeams, players, teams } from '../../matches/tables'
import { indexCatalogue, indexLive } from '../../search/index-entries'
import { callOf, resultOf } from '../../test-support/http-client'
import { addMatches } from '../../test-support/match-fixtures'
import { withTestServer } from '../../test-support/server'

const team = (id: string, name: string, nameEn: string, shortName: string) => ({
  id,
  gameId: 1,
  name,
  nameEn,
  shortName,
  source: 'test',
})

const server = withTestServer({
  prepare: async (db) => {
    await db.insert(leagues).values({
      id: 'lpl',
      gameId: 1,
      name: '英雄联盟职业联赛',
      nameEn: 'LoL Pro League',
      shortName: 'LPL',
      region: 'China',
      source: 'test',
    })
    await db
      .insert(teams)
      .values([
        team('jdg', '北京JDG', 'JD Gaming', 'JDG'),
        team('xjdg', '西安JDGX', 'X JDG Academy', 'XJD'),
        team('lions', '广州龙狮', 'Guangzhou Loong Lions', 'GZL'),
        team('blg', '哔哩哔哩', 'Bilibili Gaming', 'BLG'),
      ])
    await db.insert(leagueTeams).values(['jdg', 'xjdg', 'lions', 'blg'].map((teamId) => ({ leagueId: 'lpl', teamId })))
    await db.insert(players).values([
      { id: 'p1', gameId: 1, teamId: 'blg', nickname: '小虎', realName: 'Li Yuanhao', role: 'mid', source: 'test' },
      { id: 'p2', gameId: 1, teamId: 'jdg', nickname: 'Ruler', realName: '朴载赫', role: 'bot', source: 'test' },
      { id: 'p3', gameId: 1, teamId: 'jdg', nickname: 'Kanavi', realName: '徐進赫', role: 'jungle', source: 'test' },
    ])
    await addMatches(db, [
      { id: 'm1', gameId: 1, leagueId: 'lpl', home: 'jdg', guest: 'blg', startTime: Date.now(), status: 'live' },
    ])
    await indexCatalogue(db)
    await indexLive(db)
  },
})

const titles = async (text: string, kind?: string) =>
  (await resultOf(server.url, 'search', { text, ...(kind ? { kind } : {}) })).groups.flatMap((g) =>
    g.list.map((hit) => `${hit.kind}:${hit.title}`),
  )

describe('GET /search', () => {
  it('finds a name typed in Chinese, pinyin, pinyin initials, English and traditional characters', async () => {
    expect(await titles('北京', 'team')).toEqual(['team:北京JDG'])
    expect(await titles('beijing', 'team')).toEqual(['team:北京JDG'])
    expect(await titles('bjjdg', 'team')).toEqual(['team:北京JDG'])
    expect(await titles('JD Gaming', 'team')).toEqual(['team:北京JDG'])
    expect(await titles('jdgaming', 'team')).toEqual(['team:北京JDG'])
    expect(await titles('廣州龍獅', 'team')).toEqual(['team:广州龙狮'])
    expect(await titles('xiaohu', 'player')).toEqual(['player:小虎'])
    expect(await titles('徐进赫', 'player')).toEqual(['player:Kanavi'])
  })

  it('ranks an exact name before a prefix before a substring, and groups by kind with totals', async () => {
    const { groups } = await resultOf(server.url, 'search', { text: 'jdg' })
    const teamsFound = groups.find((g) => g.kind === 'team')
    expect(teamsFound?.list.map((h) => [h.id, h.match])).toEqual([
      ['jdg', 3],
      ['xjdg', 1],
    ])
    expect(teamsFound?.total).toBe(2)
    // The live match of JDG is found by its team's name too.
    expect(groups.find((g) => g.kind === 'match')?.list.map((h) => h.id)).toEqual(['m1'])
    expect(groups.map((g) => g.kind)).toEqual(['team', 'match'])
  })

  it('pages one kind', async () => {
    const first = await resultOf(server.url, 'search', { text: 'a', kind: 'player', pageSize: 1 })
    const second = await resultOf(server.url, 'search', { text: 'a', kind: 'player', pageSize: 1, pageIndex: 2 })
    expect(first.groups[0]?.total).toBeGreaterThanOrEqual(2)
    expect(first.groups[0]?.list).toHaveLength(1)
    expect(second.groups[0]?.list[0]?.id).not.toBe(first.groups[0]?.list[0]?.id)
    expect(await callOf(server.url, 'search', { text: 'j', pageSize: 51 })).toMatchObject({ code: 400 })
  })

  it('answers bad input with a clear message or an empty result, never an error of the server', async () => {
    expect(await callOf(server.url, 'search', { text: '' })).toMatchObject({
      code: 400,
      errorMsg: '请输入要搜索的内容',
    })
    expect(await callOf(server.url, 'search', { text: '   ' })).toMatchObject({
      code: 400,
      errorMsg: '请输入要搜索的内容',
    })
    expect(await callOf(server.url, 'search', { text: 'x'.repeat(1000) })).toMatchObject({
      code: 400,
      errorMsg: '搜索内容不能超过50个字',
    })
    for (const text of ['😀', '%', '_', '\\', "' OR 1=1 --", '.*', '[a-z]+', '|', '%_%'])
      expect((await resultOf(server.url, 'search', { text })).groups, text).toEqual([])
  })
})

describe('GET /search/suggest', () => {
  it('answers the best hits over every kind, at most `limit`', async () => {
    const hits = await resultOf(server.url, 'searchSuggest', { text: 'jdg', limit: 2 })
    expect(hits).toHaveLength(2)
    expect(hits[0]).toMatchObject({ kind: 'team', id: 'jdg', match: 3 })
    expect(await callOf(server.url, 'searchSuggest', { text: 'jdg', limit: 11 })).toMatchObject({ code: 400 })
  })
})
