import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { beijingDay } from '../protocol/calendar'
import { CALLS } from '../protocol/calls'
import { envelopeSchema } from '../protocol/envelope'
import { GAMES } from '../protocol/games'
import { runNow } from './support/clock'

// The match calls against the real server, its seeded catalogue and its running feed: what a
// screen asks for is there, in the shapes protocol/ promises. (Per-call edge cases are in the server suites.)

async function get<T extends z.ZodType>(
  request: import('@playwright/test').APIRequestContext,
  path: string,
  schema: T,
  params = {},
) {
  const reply = await request.get(`/java${path}`, { params, headers: { sysType: 'PC', lan: 'zh_CN' } })
  return envelopeSchema(schema).parse(await reply.json())
}

async function post<T extends z.ZodType>(
  request: import('@playwright/test').APIRequestContext,
  path: string,
  schema: T,
  data = {},
) {
  const reply = await request.post(`/java${path}`, { data, headers: { sysType: 'PC', lan: 'zh_CN' } })
  return envelopeSchema(schema).parse(await reply.json())
}

test('every game has leagues, and each league table comes from its results', async ({ request }) => {
  const leagues = await get(request, CALLS.matchLeagues.path, CALLS.matchLeagues.result, { pageSize: 500 })
  const gamesWithLeagues = new Set(leagues.result?.list.map((l) => l.gameId))
  expect([...gamesWithLeagues].sort((a, b) => a - b)).toEqual(GAMES.map((g) => g.gameId).sort((a, b) => a - b))

  const results = await post(request, CALLS.pastMatches.path, CALLS.pastMatches.result, { gameId: 202, pageSize: 1 })
  const league = results.result?.list[0]?.leagueId
  expect(league, 'the feed has finished a football match').toBeTruthy()
  const table = await get(request, CALLS.standings.path, CALLS.standings.result, { leagueId: league })
  expect(table.result?.ranking).toBe('points')
  expect(table.result?.matchesCounted).toBeGreaterThan(0)
  const played = table.result?.table.reduce((sum, row) => sum + row.played, 0)
  expect(played).toBe(2 * (table.result?.matchesCounted ?? 0))
})

test('the schedule, counts and sports calls agree with each other', async ({ request }) => {
  const today = beijingDay(runNow())
  const week = await post(request, CALLS.sevenDayMatch.path, CALLS.sevenDayMatch.result, { perDay: 1 })
  expect(week.result?.map((d) => d.day)[0]).toBe(today)
  const counts = await get(request, CALLS.seriesCount.path, CALLS.seriesCount.result)
  const todayTotal = counts.result?.games.reduce((sum, g) => sum + g.total, 0)
  expect(todayTotal).toBe(week.result?.[0]?.total)

  const sports = await get(request, CALLS.sportsLiving.path, CALLS.sportsLiving.result)
  expect(sports.result?.every((m) => m.gameId === 201 || m.gameId === 202)).toBe(true)
  const refused = await get(request, CALLS.sportsLiving.path, z.unknown(), { gameId: 1 })
  expect(refused).toMatchObject({ status: 'fail', code: 400, errorMsg: '体育接口只支持篮球和足球' })
})

test('a visitor cannot follow a match', async ({ request }) => {
  const reply = await request.post('/java/match/attention', { data: { matchId: 'any' }, headers: { sysType: 'PC' } })
  expect(await reply.json()).toMatchObject({ status: 'fail', errorCode: 3000 })
})
