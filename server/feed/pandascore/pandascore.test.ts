import { asc, eq, like } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MatchEvent } from '../../../protocol/match'
import type { FpsDetail, MobaDetail } from '../../../protocol/match-detail'
import { detailOf } from '../../matches/read'
import { matchEvents, matches, teams } from '../../matches/tables'
import { seedCatalogue } from '../../seed/index'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { type FeedHandle, startFeed } from '../index'
import { teamLogos } from '../logos'
import { FeedAuthError } from '../polling'
import { providerRefs } from '../refs'
import { type DoubleMatch, type PandaScoreDouble, sampleMatch, startPandaScoreDouble } from './double'
import type { LiveStatus } from './live'
import { sampleCsFrame, sampleLolFrame } from './live-samples'
import { checkPandaScore, pollPlan } from './provider'

const log = pino({ level: 'silent' })
const TOKEN = 'double-token-1234'
const MINUTE = 60_000
/** A fixed instant: every time below is relative to the test's clock, never to the wall clock. */
const T0 = Date.UTC(2026, 10, 20, 10, 0)
const SLOW = 90_000

let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db, log)
}, SLOW)
afterAll(() => database.close())

type Harness = {
  double: PandaScoreDouble
  feed: FeedHandle
  clock: { now: number }
  events: MatchEvent[]
  /** The live sockets' last report (with `live`). */
  live: { status: LiveStatus | null }
}
const open: Harness[] = []
afterEach(async () => {
  for (const h of open.splice(0)) {
    await h.feed.stop()
    await h.double.close()
  }
})

async function harness(double?: PandaScoreDouble, clock = { now: T0 }, withLive = false): Promise<Harness> {
  const served = double ?? (await startPandaScoreDouble({ token: TOKEN, now: () => clock.now }))
  const events: MatchEvent[] = []
  const live: Harness['live'] = { status: null }
  const feed = await startFeed({
    db: database.db,
    database,
    speed: 1,
    provider: 'pandascore',
    pandascore: {
      token: TOKEN,
      baseUrl: served.url,
      hourlyLimit: 1000,
      ...(withLive ? { liveUrl: served.liveUrl, liveTiming: { batchMs: 20, retryMs: 50 } } : {}),
    },
    onProviderLive: (_provider, status) => {
      live.status = status
    },
    load: { liveMatches: 1, eventsPerSecond: 1 },
    log,
    now: () => clock.now,
    publish: (batch) => events.push(...batch),
    publishMatches: () => undefined,
  })
  await feed.sync()
  const h = { double: served, feed, clock, events, live }
  open.push(h)
  return h
}

/** Moves the clock past the running list's interval (and, with `lists`, the schedule's) and lets the feed poll. */
async function poll(h: Harness, lists = false) {
  h.clock.now += lists ? 31 * MINUTE : pollPlan(1000).runningMs + 1
  await h.feed.sync()
}

const JDG = { id: 318, name: 'JD Gaming', acronym: 'JDG' }
const BLG = { id: 126_061, name: 'Bilibili Gaming', acronym: 'BLG' }
const LPL = { id: 294, name: 'LPL' }
const VITALITY = { id: 3_455, name: 'Team Vitality', acronym: 'VIT' }
const FAZE = { id: 3_212, name: 'FaZe Clan', acronym: 'FaZe' }

function lol(id: number, rest: Partial<Parameters<typeof sampleMatch>[0]> = {}): DoubleMatch {
  return sampleMatch({
    id,
    game: 'league-of-legends',
    league: LPL,
    home: JDG,
    guest: BLG,
    scheduledAt: T0 + 60 * MINUTE,
    numberOfGames: 3,
    ...rest,
  })
}

async function row(id: string) {
  const [match] = await database.db.select().from(matches).where(eq(matches.id, id))
  return match
}

async function eventsOf(id: string) {
  return database.db.select().from(matchEvents).where(eq(matchEvents.matchId, id)).orderBy(asc(matchEvents.seq))
}

describe('the PandaScore feed against the double', () => {
  it('stores the schedule with teams and leagues merged into the catalogue, and new ones added', async () => {
    const double = await startPandaScoreDouble({ token: TOKEN, now: () => T0 })
    double.put(
      lol(9001),
      sampleMatch({
        id: 9002,
        game: 'cs-go',
        league: { id: 4_321, name: 'Nordic Masters' },
        home: { id: 777_001, name: 'Northwind Five', acronym: 'NW5', location: 'SE' },
        guest: { id: 777_002, name: 'Team Liquid', acronym: 'TL' },
        scheduledAt: T0 + 2 * 60 * MINUTE,
        numberOfGames: 3,
      }),
    )
    await harness(double)
    expect(await row('ps-9001')).toMatchObject({
      status: 'notStarted',
      homeTeamId: 'lol-team-jdg',
      guestTeamId: 'lol-team-blg',
      leagueId: 'lol-league-lpl',
      bestOf: 3,
      startTime: T0 + 60 * MINUTE,
    })
    const cs = await row('ps-9002')
    expect(cs).toMatchObject({ homeTeamId: 'pandascore-team-777001', guestTeamId: 'csgo-team-liquid' })
    expect(cs?.leagueId).toBe('pandascore-league-4321')
    const [added] = await database.db.select().from(teams).where(eq(teams.id, 'pandascore-team-777001'))
    expect(added).toMatchObject({ name: 'Northwind Five', shortName: 'NW5', country: 'SE', source: 'pandascore' })
    // The seeded team keeps its Chinese name.
    const [liquid] = await database.db.select().from(teams).where(eq(teams.id, 'csgo-team-liquid'))
    expect(liquid?.name).toBe('液体')
  })

  it('plays a match through: kick-off, games won, the final, each once and in seq order', async () => {
    const h = await harness()
    h.double.put(lol(9101, { status: 'running', games: ['running'], scheduledAt: T0 }))
    await poll(h)
    expect(await row('ps-9101')).toMatchObject({ status: 'live', phase: 'inGame', period: 1, homeScore: 0 })
    h.double.put(lol(9101, { status: 'running', games: ['home', 'running'], scheduledAt: T0 }))
    await poll(h)
    expect(await row('ps-9101')).toMatchObject({ status: 'live', period: 2, homeScore: 1, guestScore: 0 })
    h.double.put(lol(9101, { status: 'finished', games: ['home', 'guest', 'home'], scheduledAt: T0 }))
    await poll(h)
    await poll(h)
    const stored = await eventsOf('ps-9101')
    expect(stored.map((e) => e.seq)).toEqual(stored.map((_, i) => i + 1))
    expect(
      stored.filter((e) => e.incident?.kind === 'gameWon').map((e) => [e.incident?.period, e.incident?.side]),
    ).toEqual([
      [1, 'home'],
      [2, 'guest'],
      [3, 'home'],
    ])
    expect(await row('ps-9101')).toMatchObject({ status: 'closed', phase: 'ended', homeScore: 2, guestScore: 1 })
    expect(h.events.at(-1)?.state.status).toBe('closed')
  })

  it('a game whose winner PandaScore corrects is retracted and told again', async () => {
    const h = await harness()
    h.double.put(lol(9201, { status: 'running', games: ['home', 'running'], scheduledAt: T0 }))
    await poll(h)
    const told = (await eventsOf('ps-9201')).find((e) => e.incident?.kind === 'gameWon')
    h.double.put(lol(9201, { status: 'running', games: ['guest', 'running'], scheduledAt: T0 }))
    await poll(h)
    const stored = await eventsOf('ps-9201')
    const correction = stored.find((e) => e.type === 'correction')
    expect(correction?.retracts).toBe(told?.seq)
    const retold = stored.filter((e) => e.incident?.kind === 'gameWon' && e.seq > (correction?.seq ?? 0))
    expect(retold.map((e) => e.incident)).toMatchObject([{ kind: 'gameWon', side: 'guest', period: 1 }])
    expect(await row('ps-9201')).toMatchObject({ homeScore: 0, guestScore: 1 })
  })

  it('a cancelled match closes as cancelled, a postponed one waits, a forfeit ends with its result', async () => {
    const h = await harness()
    h.double.put(lol(9301, { status: 'canceled' }), lol(9302, { status: 'postponed' }))
    h.double.put(lol(9303, { status: 'finished', forfeit: true, results: [1, 0], scheduledAt: T0 }))
    await poll(h, true)
    expect(await row('ps-9301')).toMatchObject({ status: 'closed', phase: 'cancelled' })
    expect(await row('ps-9302')).toMatchObject({ status: 'notStarted', phase: 'postponed' })
    expect(await row('ps-9303')).toMatchObject({ status: 'closed', phase: 'ended', homeScore: 1, guestScore: 0 })
    expect((await eventsOf('ps-9301')).map((e) => e.type)).toEqual(['status'])
  })

  it('follows a match moved to another time and a team renamed at PandaScore', async () => {
    const h = await harness()
    const newcomer = { id: 777_101, name: 'Dawn Riders', acronym: 'DR' }
    h.double.put(lol(9401, { guest: newcomer }))
    await poll(h, true)
    h.double.put(lol(9401, { guest: { ...newcomer, name: 'Dawn Riders Academy' }, scheduledAt: T0 + 5 * 60 * MINUTE }))
    await poll(h, true)
    expect((await row('ps-9401'))?.startTime).toBe(T0 + 5 * 60 * MINUTE)
    const [renamed] = await database.db.select().from(teams).where(eq(teams.id, 'pandascore-team-777101'))
    expect(renamed?.name).toBe('Dawn Riders Academy')
  })

  it('waits out a 429 and a 500, and skips a malformed item without losing the rest', async () => {
    const h = await harness()
    h.double.put(lol(9501, { status: 'running', games: ['running'], scheduledAt: T0 }))
    h.double.fail(429, 1, 30)
    await poll(h)
    expect(await row('ps-9501')).toBeUndefined()
    h.double.fail(500)
    await poll(h)
    expect(await row('ps-9501')).toBeUndefined()
    h.double.malform()
    await poll(h)
    expect(await row('ps-9501')).toMatchObject({ status: 'live' })
  })

  it('marks its live matches late while PandaScore fails for two minutes, and clears the mark when it answers', async () => {
    const h = await harness()
    h.double.put(lol(9551, { status: 'running', games: ['running'], scheduledAt: T0 }))
    await poll(h)
    const answeredAt = h.clock.now
    expect((await row('ps-9551'))?.delayedSince).toBeNull()
    h.double.fail(503, 2)
    await poll(h)
    expect((await row('ps-9551'))?.delayedSince, 'one failure is not late yet').toBeNull()
    h.clock.now = answeredAt + 3 * MINUTE
    await h.feed.sync()
    expect((await row('ps-9551'))?.delayedSince).toBe(answeredAt)
    const marked = h.events.filter((e) => e.matchId === 'ps-9551').at(-1)
    expect(marked?.state).toMatchObject({ status: 'live', delayedSince: answeredAt })
    await h.feed.sync()
    expect((await row('ps-9551'))?.delayedSince).toBeNull()
    expect(h.events.filter((e) => e.matchId === 'ps-9551').at(-1)?.state.delayedSince).toBeNull()
  })

  it('a match left late by a stopped server stops being late with the first answer after the restart', async () => {
    const clock = { now: T0 }
    const first = await harness(undefined, clock)
    first.double.put(lol(9571, { status: 'running', games: ['running'], scheduledAt: T0 }))
    await poll(first)
    const answeredAt = clock.now
    first.double.fail(503, 2)
    await poll(first)
    clock.now = answeredAt + 3 * MINUTE
    await first.feed.sync()
    expect((await row('ps-9571'))?.delayedSince).toBe(answeredAt)
    await first.feed.stop()
    open.splice(open.indexOf(first), 1)
    // Nothing about the match changed meanwhile: the restarted feed still tells that its data is current.
    const second = await harness(first.double, clock)
    await poll(second)
    expect((await row('ps-9571'))?.delayedSince).toBeNull()
    expect(second.events.filter((e) => e.matchId === 'ps-9571').at(-1)?.state.delayedSince).toBeNull()
  })

  it('resumes after a restart without telling anything twice', async () => {
    const clock = { now: T0 }
    const first = await harness(undefined, clock)
    first.double.put(lol(9601, { status: 'running', games: ['home', 'running'], scheduledAt: T0 }))
    await poll(first)
    const before = await eventsOf('ps-9601')
    await first.feed.stop()
    open.splice(open.indexOf(first), 1)
    const second = await harness(first.double, clock)
    await poll(second)
    expect(await eventsOf('ps-9601')).toHaveLength(before.length)
    second.double.put(lol(9601, { status: 'finished', games: ['home', 'home'], scheduledAt: T0 }))
    await poll(second)
    const after = await eventsOf('ps-9601')
    expect(after.filter((e) => e.incident?.kind === 'gameWon')).toHaveLength(2)
    expect(after.map((e) => e.seq)).toEqual(after.map((_, i) => i + 1))
  })

  it('wants each team’s logo from the address PandaScore names', async () => {
    const h = await harness()
    h.double.put(lol(9651, { imageBase: h.double.url, home: { id: 777_301, name: 'Logo Lions', acronym: 'LL' } }))
    await poll(h, true)
    const [row] = await database.db.select().from(teamLogos).where(eq(teamLogos.teamId, 'pandascore-team-777301'))
    expect(row).toMatchObject({ status: 'pending', sourceUrl: `${h.double.url}/image/team/777301.png` })
    const [ref] = await database.db.select().from(providerRefs).where(eq(providerRefs.externalId, '777301'))
    expect(ref?.imageUrl).toBe(`${h.double.url}/image/team/777301.png`)
  })

  it('remembers which provider id became which catalogue row', async () => {
    const refs = await database.db.select().from(providerRefs).where(like(providerRefs.localId, 'lol-team-%'))
    expect(refs.map((ref) => [ref.externalId, ref.localId])).toEqual(
      expect.arrayContaining([
        [String(JDG.id), 'lol-team-jdg'],
        [String(BLG.id), 'lol-team-blg'],
      ]),
    )
  })
})

describe('the live WebSocket API against the double', () => {
  const players = (names: string[], champions: string[]) => ({
    top: { name: names[0] ?? '', champion: champions[0] ?? '' },
    jun: { name: names[1] ?? '', champion: champions[1] ?? '' },
    mid: { name: names[2] ?? '', champion: champions[2] ?? '' },
    adc: { name: names[3] ?? '', champion: champions[3] ?? '' },
    sup: { name: names[4] ?? '', champion: champions[4] ?? '' },
  })
  /** Game 1 of match 9701 at `clock` seconds: BLG on blue, JDG (home) on red. */
  const lolFrame = (clock: number, jdg: [kills: number, gold: number], blg: [kills: number, gold: number]) =>
    sampleLolFrame({
      matchId: 9701,
      gameId: 97_011,
      clock,
      blue: {
        team: BLG,
        kills: blg[0],
        gold: blg[1],
        players: players(['Bin', 'Xun', 'knight', 'Elk', 'ON'], ['Jax', 'Vi', 'Azir', 'Varus', 'Rell']),
      },
      red: {
        team: JDG,
        kills: jdg[0],
        gold: jdg[1],
        towers: 2,
        drakes: 1,
        players: players(
          ['Flandre', 'Kanavi', 'Yagao', 'Ruler', 'Missing'],
          ['Renekton', 'Sejuani', 'Orianna', 'Kalista', 'Nautilus'],
        ),
      },
    })

  it('turns a LoL game’s frames into its kills, clock, gold chart, picks and a win chance that follows the lead', async () => {
    const h = await harness(undefined, { now: T0 }, true)
    h.double.put(lol(9701, { status: 'running', games: ['running'], scheduledAt: T0, live: true }))
    await poll(h)
    await expect.poll(() => h.double.liveConnections(9701), { message: 'the feed follows the match live' }).toBe(1)
    h.double.frame(9701, lolFrame(540, [5, 17_800], [1, 15_600]))
    await expect.poll(async () => (await row('ps-9701'))?.periods).toEqual([{ index: 1, home: 5, guest: 1 }])
    const ahead = await row('ps-9701')
    expect(ahead).toMatchObject({ status: 'live', clock: 540 })
    expect(ahead?.winRate).toBeGreaterThan(55)
    const detail = (await detailOf(database.db, 'ps-9701')) as MobaDetail
    expect(detail.lineups.home.starters.map((p) => p.name)).toEqual(['Flandre', 'Kanavi', 'Yagao', 'Ruler', 'Missing'])
    expect(detail.games[0]).toMatchObject({
      index: 1,
      draft: { home: { picks: ['Renekton', 'Sejuani', 'Orianna', 'Kalista', 'Nautilus'] } },
      stats: { home: { kills: 5, towers: 2, dragons: 1, gold: 17.8 }, guest: { kills: 1, gold: 15.6 } },
      goldLead: [{ clock: 540, lead: 2.2 }],
      winner: null,
    })
    // BLG turns it round: the chance follows, and the chart gains a sample a minute of game later.
    h.double.frame(9701, lolFrame(660, [6, 19_000], [11, 23_400]))
    await expect.poll(async () => (await row('ps-9701'))?.periods).toEqual([{ index: 1, home: 6, guest: 11 }])
    const behind = await row('ps-9701')
    expect(behind?.winRate).toBeLessThan(45)
    expect(((await detailOf(database.db, 'ps-9701')) as MobaDetail).games[0]?.goldLead).toEqual([
      { clock: 540, lead: 2.2 },
      { clock: 660, lead: -4.4 },
    ])
    // The game ends (REST says who won): its line stays, the series score moves on, the socket stays open.
    h.double.put(lol(9701, { status: 'running', games: ['guest', 'running'], scheduledAt: T0, live: true }))
    await poll(h)
    expect(await row('ps-9701')).toMatchObject({
      guestScore: 1,
      period: 2,
      periods: [{ index: 1, home: 6, guest: 11 }],
    })
  })

  it('reconnects after a lost network, skips a malformed frame, and leaves a finished match closed', async () => {
    const h = await harness(undefined, { now: T0 }, true)
    h.double.put(lol(9701, { status: 'running', games: ['running'], scheduledAt: T0, live: true }))
    await poll(h)
    await expect.poll(() => h.double.liveConnections(9701)).toBe(1)
    h.double.frame(9701, { blue: { id: 'not a team' }, red: {} })
    h.double.dropLive()
    await expect.poll(() => h.double.liveConnections(9701), { message: 'reconnected' }).toBe(1)
    h.double.frame(9701, lolFrame(300, [2, 9_000], [0, 8_100]))
    await expect.poll(async () => (await row('ps-9701'))?.periods).toEqual([{ index: 1, home: 2, guest: 0 }])
    await poll(h)
    expect(h.live.status).toMatchObject({ connections: 1, skipped: 1 })
    expect(h.live.status?.reconnects).toBeGreaterThanOrEqual(1)
    h.double.endLive(9701)
    await expect.poll(() => h.double.liveConnections(9701)).toBe(0)
    // Still listed as running (REST lags behind the socket): the finished socket is not opened again.
    await poll(h)
    expect(h.live.status?.connections).toBe(0)
  })

  it('turns CS frames into rounds per map, with halves once the first half was seen', async () => {
    const h = await harness(undefined, { now: T0 }, true)
    const cs = (games: Array<'home' | 'guest' | 'running'>) =>
      sampleMatch({
        id: 9801,
        game: 'cs-go',
        league: { id: 4_321, name: 'Nordic Masters' },
        home: VITALITY,
        guest: FAZE,
        scheduledAt: T0,
        numberOfGames: 3,
        status: 'running',
        games,
        live: true,
      })
    const frame = (round: number, vitality: number, faze: number) =>
      sampleCsFrame({
        matchId: 9801,
        gameId: 98_012,
        map: 'Mirage',
        round,
        // Vitality starts on CT, then the sides swap at the half.
        counterTerrorists: round <= 12 ? { team: VITALITY, rounds: vitality } : { team: FAZE, rounds: faze },
        terrorists: round <= 12 ? { team: FAZE, rounds: faze } : { team: VITALITY, rounds: vitality },
      })
    h.double.put(cs(['home', 'running']))
    await poll(h)
    await expect.poll(() => h.double.liveConnections(9801)).toBe(1)
    for (const [round, vitality, faze] of [
      [5, 3, 1],
      [13, 7, 5],
      [18, 10, 7],
    ] as const) {
      h.double.frame(9801, frame(round, vitality, faze))
      await expect
        .poll(async () => (await row('ps-9801'))?.periods.find((line) => line.index === 2))
        .toEqual({ index: 2, home: vitality, guest: faze })
    }
    const stored = await row('ps-9801')
    expect(stored?.homeScore).toBe(1)
    expect(stored?.winRate).toBeGreaterThan(80)
    expect(((await detailOf(database.db, 'ps-9801')) as FpsDetail).maps).toEqual([
      {
        index: 2,
        map: 'Mirage',
        halves: [
          { home: 7, guest: 5 },
          { home: 3, guest: 2 },
        ],
        startsCt: 'home',
        winner: null,
      },
    ])
  })
})

describe('checkPandaScore', () => {
  it('stops a start with a refused token, and says when the URL is not PandaScore', async () => {
    const double = await startPandaScoreDouble({ token: TOKEN })
    try {
      await expect(checkPandaScore({ token: TOKEN, baseUrl: double.url, hourlyLimit: 1000 })).resolves.toEqual({
        remaining: 999,
      })
      await expect(checkPandaScore({ token: 'wrong-token', baseUrl: double.url, hourlyLimit: 1000 })).rejects.toThrow(
        FeedAuthError,
      )
      await expect(
        checkPandaScore({ token: TOKEN, baseUrl: `${double.url}/nothing-here`, hourlyLimit: 1000 }),
      ).rejects.toThrow(/does not answer as PandaScore/)
    } finally {
      await double.close()
    }
  })
})

describe('pollPlan', () => {
  it('keeps a 1k plan within 60 % of its budget, and polls faster on a 10k plan', () => {
    const small = pollPlan(1000)
    expect(small.perHour).toBeLessThanOrEqual(600)
    expect(small.runningMs).toBeGreaterThan(5_000)
    const big = pollPlan(10_000)
    expect(big.runningMs).toBe(5_000)
    // 300 live matches take three pages a poll: the interval stretches so the budget still holds.
    expect(pollPlan(1000, 3).perHour).toBeLessThanOrEqual(600)
    expect(pollPlan(1000, 3).runningMs).toBeGreaterThan(small.runningMs)
  })
})
