import { asc, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { matchEvents, matches } from '../../matches/tables'
import { seedCatalogue } from '../../seed/index'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { type FeedHandle, startFeed } from '../index'
import { FeedAuthError } from '../polling'
import { type ApiBasketballDouble, sampleGame, startApiBasketballDouble } from './double'
import { mapGame } from './mapping'
import { basketballPlan, checkApiBasketball } from './provider'
import { gameSchema } from './wire'

const log = pino({ level: 'silent' })
const KEY = 'double-basketball-key'
const MINUTE = 60_000
/** A fixed instant: every time below follows the test's clock, never the wall clock. */
const T0 = Date.UTC(2026, 10, 22, 1, 0)
const NBA = { id: 12, name: 'NBA' }
const BOSTON = { id: 133, name: 'Boston Celtics' }
const CHICAGO = { id: 135, name: 'Chicago Bulls' }

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db, log)
}, 90_000)
afterAll(() => database.close())

const open: Array<{ feed: FeedHandle; double: ApiBasketballDouble }> = []
afterEach(async () => {
  for (const h of open.splice(0)) {
    await h.feed.stop()
    await h.double.close()
  }
})

const row = async (id: string) => (await database.db.select().from(matches).where(eq(matches.id, id)))[0]

describe('the API-Basketball feed against the double', () => {
  it('stores a game on the seed’s NBA teams and follows it quarter by quarter to the final', async () => {
    const clock = { now: T0 }
    const double = await startApiBasketballDouble({ key: KEY, now: () => clock.now })
    const game = (status: string, quarters: Array<[number, number]>, timer: number | null = null) =>
      sampleGame({ id: 5001, league: NBA, home: BOSTON, away: CHICAGO, tipOff: T0, status, quarters, timer })
    double.put(game('Q1', [[12, 9]], 7))
    const feed = await startFeed({
      db: database.db,
      database,
      speed: 1,
      provider: 'api-basketball',
      apiBasketball: { key: KEY, baseUrl: double.url, dailyLimit: 7500, leagues: [12] },
      load: { liveMatches: 1, eventsPerSecond: 1 },
      log,
      now: () => clock.now,
      publish: () => undefined,
      publishMatches: () => undefined,
    })
    open.push({ feed, double })
    await feed.sync()
    expect(await row('ab-5001')).toMatchObject({
      leagueId: 'basketball-league-nba',
      homeTeamId: 'basketball-team-bos',
      guestTeamId: 'basketball-team-chi',
      status: 'live',
      phase: 'quarter',
      period: 1,
      clock: 7 * 60,
      homeScore: 12,
      guestScore: 9,
    })
    // 3 up at home in the first quarter: a little better than even, far from sure.
    const early = (await row('ab-5001'))?.winRate ?? 0
    expect(early).toBeGreaterThan(55)
    expect(early).toBeLessThan(70)
    double.put(
      game(
        'Q4',
        [
          [30, 25],
          [28, 27],
          [22, 30],
          [20, 12],
        ],
        10,
      ),
    )
    clock.now += basketballPlan(7500).liveMs + 1
    await feed.sync()
    // 6 up with two minutes left: nearly sure.
    expect((await row('ab-5001'))?.winRate).toBeGreaterThan(90)
    double.put(
      game('FT', [
        [30, 25],
        [28, 27],
        [22, 30],
        [26, 20],
      ]),
    )
    clock.now += basketballPlan(7500).liveMs + 1
    await feed.sync()
    expect(await row('ab-5001')).toMatchObject({ status: 'closed', phase: 'ended', homeScore: 106, guestScore: 102 })
    const events = await database.db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, 'ab-5001'))
      .orderBy(asc(matchEvents.seq))
    expect(events.map((e) => e.type)).toEqual(['status', 'score', 'score', 'status'])
    expect(events.at(-1)?.state.periods).toHaveLength(4)
  })

  it('stops a start with a key refused in the envelope', async () => {
    const double = await startApiBasketballDouble({ key: KEY })
    try {
      await expect(checkApiBasketball({ key: KEY, baseUrl: double.url })).resolves.toMatchObject({ remaining: 7499 })
      await expect(checkApiBasketball({ key: 'wrong-key-999', baseUrl: double.url })).rejects.toThrow(FeedAuthError)
    } finally {
      await double.close()
    }
  })
})

describe('mapGame', () => {
  it('reads half time, overtime and a postponed game', () => {
    const of = (status: string, quarters: Array<[number, number]> = []) =>
      mapGame(
        gameSchema.parse(sampleGame({ id: 1, league: NBA, home: BOSTON, away: CHICAGO, tipOff: T0, status, quarters })),
        T0 + 60 * MINUTE,
      )?.state
    expect(
      of('HT', [
        [20, 22],
        [25, 21],
      ]),
    ).toMatchObject({ status: 'live', phase: 'halfTime', period: 2, homeScore: 45, guestScore: 43 })
    expect(
      of('OT', [
        [20, 22],
        [25, 21],
        [20, 22],
        [25, 25],
        [4, 2],
      ]),
    ).toMatchObject({ phase: 'overtime', period: 5, homeScore: 94, guestScore: 92 })
    expect(of('POST')).toMatchObject({ status: 'notStarted', phase: 'postponed' })
  })

  it('keeps each plan within 60 % of its day', () => {
    for (const limit of [100, 7500])
      for (const days of [1, 2]) expect(basketballPlan(limit, days).perDay).toBeLessThanOrEqual(limit * 0.6 + 1)
  })
})
