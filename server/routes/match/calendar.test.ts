import { describe, expect, it } from 'vitest'
import { addDays, beijingDay, dayRange } from '../../../protocol/calendar'
import { GAMES } from '../../../protocol/games'
import { callOf, resultOf } from '../../test-support/http-client'
import { addListWorld } from '../../test-support/match-fixtures'
import { withTestServer } from '../../test-support/server'

const now = Date.now()
const today = beijingDay(now)
const yesterday = addDays(today, -1)
const twoDaysAgo = addDays(today, -2)

const server = withTestServer({
  prepare: async (db) => {
    await addListWorld(db, now, dayRange(today).start)
  },
})

const ids = (list: { id: string }[]) => list.map((m) => m.id)

describe('GET /match/getSeriesCount', () => {
  it('counts a day’s matches per game and status, every game listed, and what is live now', async () => {
    const counts = await resultOf(server.url, 'seriesCount', { day: yesterday })
    expect(counts.day).toBe(yesterday)
    expect(counts.liveNow).toBe(4)
    expect(counts.games.map((g) => g.gameId)).toEqual(GAMES.map((g) => g.gameId))
    expect(counts.games.find((g) => g.gameId === 1)).toEqual({ gameId: 1, total: 1, notStarted: 0, live: 0, closed: 1 })
    expect(counts.games.find((g) => g.gameId === 2)).toEqual({ gameId: 2, total: 1, notStarted: 0, live: 0, closed: 1 })
    expect(counts.games.find((g) => g.gameId === 202)?.total).toBe(0)
  })

  it('defaults to today and narrows to one game', async () => {
    const counts = await resultOf(server.url, 'seriesCount', { gameId: 201 })
    expect(counts.day).toBe(today)
    expect(counts.games).toHaveLength(1)
    expect(counts.liveNow).toBe(1)
    expect(await callOf(server.url, 'seriesCount', { day: '2026-1-1' })).toMatchObject({ code: 400 })
  })
})

describe('POST /match/getSevenDayMatch', () => {
  it('gives seven days from the first, each in start order with its total', async () => {
    const days = await resultOf(server.url, 'sevenDayMatch', { day: yesterday })
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(yesterday, i)))
    expect(ids(days[0]?.list ?? []).filter((id) => id.startsWith('past'))).toEqual(['past2', 'past3'])
    expect(ids(days[6]?.list ?? [])).toEqual(['far'])
    // Everything but past1 (two days ago): the live and soon ones fall on yesterday, today or tomorrow.
    expect(days.reduce((sum, d) => sum + d.total, 0)).toBe(10)
    const earlier = await resultOf(server.url, 'sevenDayMatch', { day: twoDaysAgo })
    expect(ids(earlier[0]?.list ?? [])).toEqual(['past1'])
  })

  it('caps each day at perDay, keeps the true total, and filters', async () => {
    const days = await resultOf(server.url, 'sevenDayMatch', { day: twoDaysAgo, perDay: 1 })
    expect(days[1]).toMatchObject({ total: 2, list: [expect.objectContaining({ id: 'past2' })] })
    const cs = await resultOf(server.url, 'sevenDayMatch', { day: yesterday, gameId: 2 })
    expect(cs.flatMap((d) => ids(d.list))).toEqual(['past3', 'far'])
    expect(await callOf(server.url, 'sevenDayMatch', { perDay: 501 })).toMatchObject({ code: 400 })
  })

  it('lists only as many days as asked, one to seven', async () => {
    const days = await resultOf(server.url, 'sevenDayMatch', { day: yesterday, days: 3 })
    expect(days.map((d) => d.day)).toEqual([yesterday, today, addDays(today, 1)])
    const results = await resultOf(server.url, 'sevenDayResults', { day: yesterday, days: 2 })
    expect(results.map((d) => d.day)).toEqual([yesterday, twoDaysAgo])
    expect(results.flatMap((d) => ids(d.list))).toEqual(['past3', 'past2', 'past1'])
    expect(await callOf(server.url, 'sevenDayMatch', { days: 0 })).toMatchObject({ code: 400 })
    expect(await callOf(server.url, 'sevenDayResults', { days: 8 })).toMatchObject({ code: 400 })
  })
})

describe('POST /match/getSevenDayResults', () => {
  it('gives seven days back from the last, newest first, finished matches only', async () => {
    const days = await resultOf(server.url, 'sevenDayResults', {})
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, -i)))
    expect(days.flatMap((d) => ids(d.list))).toEqual(['past3', 'past2', 'past1'])
    const lol = await resultOf(server.url, 'sevenDayResults', { day: yesterday, leagueId: 'lpl' })
    expect(lol[0]).toMatchObject({ day: yesterday, total: 1, list: [expect.objectContaining({ id: 'past2' })] })
    expect(await callOf(server.url, 'sevenDayResults', { leagueId: 'nope' })).toMatchObject({ code: 404 })
  })
})
