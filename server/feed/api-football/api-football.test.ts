import { asc, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FootballDetail } from '../../../protocol/match-detail'
import { detailOf } from '../../matches/read'
import { matchEvents, matches } from '../../matches/tables'
import { seedCatalogue } from '../../seed/index'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { type FeedHandle, startFeed } from '../index'
import { FeedAuthError } from '../polling'
import { type ApiFootballDouble, sampleFixture, startApiFootballDouble } from './double'
import { mapFixture } from './mapping'
import { checkApiFootball, footballPlan } from './provider'
import { fixtureSchema } from './wire'

const log = pino({ level: 'silent' })
const KEY = 'double-football-key'
const MINUTE = 60_000
/** A fixed instant: every time below follows the test's clock, never the wall clock. */
const T0 = Date.UTC(2026, 10, 21, 12, 0)
const SLOW = 90_000
const EPL = { id: 39, name: 'Premier League', country: 'England' }
const LIVERPOOL = { id: 40, name: 'Liverpool' }
const CITY = { id: 50, name: 'Manchester City' }
const SPURS = { id: 47, name: 'Tottenham' }

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db, log)
}, SLOW)
afterAll(() => database.close())

type Harness = { double: ApiFootballDouble; feed: FeedHandle; clock: { now: number } }
const open: Harness[] = []
afterEach(async () => {
  for (const h of open.splice(0)) {
    await h.feed.stop()
    await h.double.close()
  }
})

async function harness(prepare: (double: ApiFootballDouble) => void, clock = { now: T0 }, given?: ApiFootballDouble) {
  const double = given ?? (await startApiFootballDouble({ key: KEY, now: () => clock.now }))
  prepare(double)
  const feed = await startFeed({
    db: database.db,
    database,
    speed: 1,
    provider: 'api-football',
    apiFootball: { key: KEY, baseUrl: double.url, dailyLimit: 7500, leagues: [39] },
    load: { liveMatches: 1, eventsPerSecond: 1 },
    log,
    now: () => clock.now,
    publish: () => undefined,
    publishMatches: () => undefined,
  })
  await feed.sync()
  const h = { double, feed, clock }
  open.push(h)
  return h
}

async function poll(h: Harness) {
  h.clock.now += footballPlan(7500).liveMs + 1
  await h.feed.sync()
}

const row = async (id: string) => (await database.db.select().from(matches).where(eq(matches.id, id)))[0]
const eventsOf = (id: string) =>
  database.db.select().from(matchEvents).where(eq(matchEvents.matchId, id)).orderBy(asc(matchEvents.seq))

describe('the API-Football feed against the double', () => {
  it('stores the followed leagues’ schedule on the seed’s league and clubs, and nothing else', async () => {
    await harness((double) =>
      double.put(
        sampleFixture({ id: 7001, league: EPL, home: LIVERPOOL, away: CITY, kickOff: T0 + 120 * MINUTE }),
        sampleFixture({
          id: 7002,
          league: { id: 200, name: 'Botola Pro', country: 'Morocco' },
          home: { id: 967, name: 'Rapide Oued ZEM' },
          away: { id: 968, name: 'Wydad AC' },
          kickOff: T0 + 60 * MINUTE,
        }),
        sampleFixture({ id: 7003, league: EPL, home: SPURS, away: CITY, kickOff: T0 + 24 * 60 * MINUTE }),
      ),
    )
    expect(await row('af-7001')).toMatchObject({
      status: 'notStarted',
      leagueId: 'soccer-league-en1',
      homeTeamId: 'soccer-team-liverpool-fc',
      guestTeamId: 'soccer-team-manchester-city-fc',
      startTime: T0 + 120 * MINUTE,
    })
    expect(await row('af-7002')).toBeUndefined()
    // "Tottenham" begins one club's name only: merged, kept for staff to confirm.
    expect((await row('af-7003'))?.homeTeamId).toBe('soccer-team-tottenham-hotspur-fc')
  })

  it('reads the lineups and stats of a fixture asked by id, and gives a win chance that grows with the clock', async () => {
    const lineup = (prefix: string) => ({
      startXI: [
        { name: `${prefix} Keeper`, pos: 'G' as const },
        ...Array.from({ length: 4 }, (_, i) => ({ name: `${prefix} Back ${i + 1}`, pos: 'D' as const })),
        ...Array.from({ length: 4 }, (_, i) => ({ name: `${prefix} Mid ${i + 1}`, pos: 'M' as const })),
        { name: `${prefix} Nine`, pos: 'F' as const },
        { name: `${prefix} Ten`, pos: 'F' as const },
      ],
      substitutes: [{ name: `${prefix} Reserve`, pos: 'G' as const }],
    })
    const events = [
      { minute: 30, team: 'home' as const, type: 'Goal' as const, detail: 'Normal Goal', player: 'M. Salah' },
      { minute: 33, team: 'away' as const, type: 'Card' as const, detail: 'Yellow Card', player: 'Rodri' },
      {
        minute: 60,
        team: 'away' as const,
        type: 'subst' as const,
        detail: 'Substitution 1',
        player: 'J. Doku',
        assist: 'P. Foden',
      },
    ]
    const at = (elapsed: number) =>
      sampleFixture({
        id: 7051,
        league: EPL,
        home: LIVERPOOL,
        away: CITY,
        kickOff: T0,
        status: elapsed <= 45 ? '1H' : '2H',
        elapsed,
        goals: [1, 0],
        halftime: elapsed > 45 ? [1, 0] : null,
        events,
        lineups: { home: lineup('LIV'), away: lineup('MCI') },
        corners: [6, 3],
      })
    const h = await harness((double) => double.put(at(35)))
    await poll(h)
    const early = await row('af-7051')
    expect(early?.winRate).toBeGreaterThan(60)
    expect(early?.winRate).toBeLessThan(85)
    const detail = (await detailOf(database.db, 'af-7051')) as FootballDetail
    expect(detail.lineups.home.starters).toHaveLength(11)
    expect(detail.lineups.home.starters[0]).toEqual({ name: 'LIV Keeper', role: 'goalkeeper' })
    expect(detail.lineups.guest.bench).toEqual([{ name: 'MCI Reserve', role: 'goalkeeper' }])
    expect(detail.stats).toEqual({
      home: { corners: 6, yellowCards: 0, redCards: 0, substitutions: 0 },
      guest: { corners: 3, yellowCards: 1, redCards: 0, substitutions: 1 },
    })
    h.double.put(at(85))
    await poll(h)
    expect((await row('af-7051'))?.winRate).toBeGreaterThan(90)
  })

  it('plays a fixture through: goals and cards, a goal ruled out by VAR, half time, the final', async () => {
    const fixture = (
      status: string,
      elapsed: number,
      goals: [number, number],
      events: Parameters<typeof sampleFixture>[0]['events'],
    ) =>
      sampleFixture({ id: 7101, league: EPL, home: LIVERPOOL, away: CITY, kickOff: T0, status, elapsed, goals, events })
    const goal = { minute: 20, team: 'home' as const, type: 'Goal' as const, detail: 'Normal Goal', player: 'M. Salah' }
    const card = { minute: 22, team: 'away' as const, type: 'Card' as const, detail: 'Yellow Card', player: 'Rodri' }
    const h = await harness((double) => double.put(fixture('1H', 23, [1, 0], [goal, card])))
    await poll(h)
    expect(await row('af-7101')).toMatchObject({ status: 'live', phase: 'firstHalf', homeScore: 1, guestScore: 0 })
    const cancelled = {
      minute: 24,
      team: 'home' as const,
      type: 'Var' as const,
      detail: 'Goal cancelled',
      player: 'M. Salah',
    }
    h.double.put(fixture('HT', 45, [0, 0], [goal, card, cancelled]))
    await poll(h)
    const afterVar = await eventsOf('af-7101')
    const told = afterVar.find((e) => e.incident?.kind === 'goal')
    expect(afterVar.find((e) => e.type === 'correction')?.retracts).toBe(told?.seq)
    expect(await row('af-7101')).toMatchObject({ phase: 'halfTime', homeScore: 0, guestScore: 0 })
    const second = { minute: 67, team: 'away' as const, type: 'Goal' as const, detail: 'Penalty', player: 'E. Haaland' }
    const added = {
      minute: 90,
      extra: 3,
      team: 'home' as const,
      type: 'Goal' as const,
      detail: 'Normal Goal',
      player: 'D. Núñez',
    }
    h.double.put({
      ...fixture('FT', 90, [1, 1], [goal, card, cancelled, second, added]),
      score: {
        halftime: { home: 0, away: 0 },
        fulltime: { home: 1, away: 1 },
        extratime: { home: null, away: null },
        penalty: { home: null, away: null },
      },
    })
    await poll(h)
    expect(await row('af-7101')).toMatchObject({
      status: 'closed',
      phase: 'ended',
      homeScore: 1,
      guestScore: 1,
      periods: [
        { index: 1, home: 0, guest: 0 },
        { index: 2, home: 1, guest: 1 },
      ],
    })
    const stored = await eventsOf('af-7101')
    expect(stored.map((e) => e.seq)).toEqual(stored.map((_, i) => i + 1))
    const late = stored.find((e) => e.incident?.detail === 'D. Núñez')?.incident
    expect(late).toMatchObject({ kind: 'goal', side: 'home', period: 2, clock: 48 * 60 })
    expect(stored.find((e) => e.incident?.kind === 'penaltyGoal')?.incident).toMatchObject({ side: 'guest', period: 2 })
  })

  it('resumes after a restart without telling anything twice, and waits out a rate limit', async () => {
    const clock = { now: T0 }
    const play = (goals: [number, number], events: Parameters<typeof sampleFixture>[0]['events']) =>
      sampleFixture({
        id: 7201,
        league: EPL,
        home: CITY,
        away: LIVERPOOL,
        kickOff: T0,
        status: '2H',
        elapsed: 60,
        goals,
        events,
      })
    const opener = {
      minute: 10,
      team: 'home' as const,
      type: 'Goal' as const,
      detail: 'Normal Goal',
      player: 'P. Foden',
    }
    const first = await harness((double) => double.put(play([1, 0], [opener])), clock)
    await poll(first)
    const before = await eventsOf('af-7201')
    await first.feed.stop()
    open.splice(open.indexOf(first), 1)
    first.double.fail(200, 1, { rateLimit: 'Too many requests. Your rate limit is 10 requests per minute.' })
    const second = await harness(() => undefined, clock, first.double)
    await poll(second)
    expect(await eventsOf('af-7201')).toHaveLength(before.length)
    const reply = {
      minute: 70,
      team: 'away' as const,
      type: 'Goal' as const,
      detail: 'Normal Goal',
      player: 'C. Gakpo',
    }
    second.double.put(play([1, 1], [opener, reply]))
    await poll(second)
    const after = await eventsOf('af-7201')
    expect(after.filter((e) => e.incident?.kind === 'goal').map((e) => e.incident?.detail)).toEqual([
      'P. Foden',
      'C. Gakpo',
    ])
    expect(after.map((e) => e.seq)).toEqual(after.map((_, i) => i + 1))
  })
})

describe('mapFixture', () => {
  it('credits an own goal to the other side, the way the fixture’s goals add up', () => {
    const fixture = fixtureSchema.parse(
      sampleFixture({
        id: 1,
        league: EPL,
        home: LIVERPOOL,
        away: CITY,
        kickOff: T0,
        status: '2H',
        elapsed: 55,
        goals: [1, 0],
        events: [
          { minute: 30, team: 'away', type: 'Goal', detail: 'Own Goal', player: 'R. Dias' },
          {
            minute: 50,
            team: 'home',
            type: 'subst',
            detail: 'Substitution 1',
            player: 'C. Jones',
            assist: 'H. Elliott',
          },
        ],
      }),
    )
    const mapped = mapFixture(fixture, T0 + 60 * MINUTE)
    expect(mapped?.incidents.map((e) => e.incident)).toEqual([
      { kind: 'ownGoal', side: 'home', period: 1, clock: 30 * 60, points: 1, detail: 'R. Dias' },
      { kind: 'substitution', side: 'home', period: 2, clock: 5 * 60, points: 0, detail: 'H. Elliott ↔ C. Jones' },
    ])
    expect(mapped?.state).toMatchObject({ status: 'live', phase: 'secondHalf', period: 2, clock: 10 * 60 })
  })

  it('reads cancelled, postponed and awarded fixtures', () => {
    const of = (status: string) =>
      mapFixture(
        fixtureSchema.parse(sampleFixture({ id: 2, league: EPL, home: LIVERPOOL, away: CITY, kickOff: T0, status })),
        T0,
      )?.state
    expect(of('CANC')).toMatchObject({ status: 'closed', phase: 'cancelled' })
    expect(of('PST')).toMatchObject({ status: 'notStarted', phase: 'postponed' })
    expect(of('AWD')).toMatchObject({ status: 'closed', phase: 'ended' })
  })
})

describe('checkApiFootball and the plan', () => {
  it('stops a start with a key API-Football refuses in its envelope', async () => {
    const double = await startApiFootballDouble({ key: KEY })
    try {
      await expect(checkApiFootball({ key: KEY, baseUrl: double.url })).resolves.toMatchObject({ remaining: 7499 })
      await expect(checkApiFootball({ key: 'wrong-key-123', baseUrl: double.url })).rejects.toThrow(FeedAuthError)
    } finally {
      await double.close()
    }
  })

  it('keeps each plan within 60 % of its day', () => {
    for (const limit of [100, 7500, 75_000])
      for (const live of [1, 50, 300]) expect(footballPlan(limit, live).perDay).toBeLessThanOrEqual(limit * 0.6 + 1)
    expect(footballPlan(75_000).liveMs).toBe(15_000)
  })
})
