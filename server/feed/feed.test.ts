import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addDays, beijingDay, dayRange } from '../../protocol/calendar'
import type { Match, MatchEvent } from '../../protocol/match'
import { matchEvents, matches } from '../matches/tables'
import { seedCatalogue } from '../seed/index'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { type FeedHandle, type FeedOptions, startFeed } from './index'

const log = pino({ level: 'silent' })
const MINUTE = 60_000
/** Heavier than a unit test: a seeded database and thousands of events, on a machine that may be busy. */
const SLOW = 90_000

// One seeded database for the file; each test plays a different Beijing day, so their matches never meet.
let database: TestDatabase
beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db, log)
}, SLOW)
afterAll(() => database.close())

type Harness = { db: TestDatabase; feed: FeedHandle; clock: { now: number }; events: MatchEvent[]; matches: Match[] }
let running: Harness[] = []
afterEach(async () => {
  for (const harness of running) await harness.feed.stop()
  running = []
})

async function harness(start: number, options: Partial<FeedOptions> = {}): Promise<Harness> {
  const clock = { now: start }
  const events: MatchEvent[] = []
  const published: Match[] = []
  const feed = await startFeed({
    db: database.db,
    database,
    speed: 1,
    provider: 'builtin',
    load: { liveMatches: 10, eventsPerSecond: 10 },
    log,
    now: () => clock.now,
    seed: 'feed-test',
    calendarDays: 0,
    publish: (batch) => events.push(...batch),
    publishMatches: (list) => published.push(...list),
    ...options,
  })
  await feed.sync()
  const h = { db: database, feed, clock, events, matches: published }
  running.push(h)
  return h
}

async function advance(h: Harness, ms: number, step = 5 * MINUTE) {
  for (let done = 0; done < ms; done += step) {
    h.clock.now += Math.min(step, ms - done)
    await h.feed.sync()
  }
}

/** Per match: number of events, lowest and highest seq, and the matches row's seq. */
async function seqCheck(h: Harness, idPattern: string) {
  const rows = await h.db.db.execute(sql`
    SELECT e.match_id, count(*)::int AS n, min(e.seq)::int AS lo, max(e.seq)::int AS hi, m.seq AS row_seq
    FROM match_events e JOIN matches m ON m.id = e.match_id
    WHERE e.match_id LIKE ${idPattern}
    GROUP BY e.match_id, m.seq`)
  return (rows as unknown as { rows: Array<{ n: number; lo: number; hi: number; row_seq: number }> }).rows
}

/** Match ids of one day's built-in calendar, as a LIKE pattern ('%-20261101-%'). */
const ofDay = (day: string) => `%-${day.replaceAll('-', '')}-%`

describe('built-in feed', () => {
  it('plays accelerated matches with a gapless seq per match, rows matching their last event', {
    timeout: SLOW,
  }, async () => {
    const day = '2026-11-01'
    const h = await harness(dayRange(day).start + 8 * 60 * MINUTE, { speed: 20 })
    await advance(h, 60 * MINUTE)
    const rows = await seqCheck(h, ofDay(day))
    expect(rows.length).toBeGreaterThan(40) // Worlds week: its teams play only Worlds
    for (const row of rows) expect(row).toMatchObject({ lo: 1, hi: row.n, row_seq: row.n })
    const closed = await h.db.db
      .select()
      .from(matches)
      .where(and(eq(matches.status, 'closed'), like(matches.id, ofDay(day))))
    expect(closed.length).toBeGreaterThan(20)
    for (const match of closed.slice(0, 30)) {
      const [last] = await h.db.db
        .select()
        .from(matchEvents)
        .where(eq(matchEvents.matchId, match.id))
        .orderBy(desc(matchEvents.seq))
        .limit(1)
      expect(last?.state).toMatchObject({ status: 'closed', homeScore: match.homeScore, guestScore: match.guestScore })
    }
    // Published in seq order per match, each seq once, and nothing stored that was not published.
    const lastSeq = new Map<string, number>()
    for (const event of h.events) {
      expect(event.seq).toBe((lastSeq.get(event.matchId) ?? 0) + 1)
      lastSeq.set(event.matchId, event.seq)
    }
    expect(h.events.length).toBe(rows.reduce((sum, row) => sum + row.n, 0))
  })

  it('catches up at start: past matches closed with their events, the same calendar on every start', {
    timeout: SLOW,
  }, async () => {
    const day = '2026-11-02'
    const start = dayRange(day).start + 14 * 60 * MINUTE
    const first = await harness(start)
    const ofToday = like(matches.id, ofDay(day))
    const before = await first.db.db.select().from(matches).where(ofToday).orderBy(matches.id)
    expect(before.length).toBeGreaterThan(100)
    expect(before.filter((m) => m.status === 'closed').length).toBeGreaterThan(30)
    // Live matches of several games (each league plays a real league's few matches a day, so not every game
    // has one at every hour: see calendar.ts).
    const live = before.filter((m) => m.status === 'live')
    expect(live.length).toBeGreaterThanOrEqual(4)
    expect(new Set(live.map((m) => m.gameId)).size).toBeGreaterThanOrEqual(3)
    await first.feed.stop()
    running = []
    // A restart at the same instant finds everything stored: no new matches, no new events.
    const second = await harness(start)
    expect(second.matches).toEqual([])
    expect(second.events).toEqual([])
    expect(await second.db.db.select().from(matches).where(ofToday).orderBy(matches.id)).toEqual(before)
  })

  it('publishes events only after they are committed', { timeout: SLOW }, async () => {
    const day = '2026-11-03'
    const reads: Promise<number>[] = []
    let published = 0
    const h = await harness(dayRange(day).start + 9 * 60 * MINUTE, {
      speed: 30,
      publish: (batch) => {
        published += batch.length
        const ids = batch.map((event) => event.id)
        reads.push(
          database.db
            .select({ n: count() })
            .from(matchEvents)
            .where(inArray(matchEvents.id, ids))
            .then((r) => r[0]?.n ?? 0),
        )
        // A listener that throws must neither undo the stored events nor make them stored twice.
        throw new Error('listener failure')
      },
    })
    await advance(h, 20 * MINUTE)
    expect(published).toBeGreaterThan(0)
    const readable = (await Promise.all(reads)).reduce((a, b) => a + b, 0)
    expect(readable).toBe(published)
    const rows = await seqCheck(h, ofDay(day))
    for (const row of rows) expect(row).toMatchObject({ lo: 1, hi: row.n })
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(published)
  })

  it('adds the new day+N matches when a Beijing day starts', { timeout: SLOW }, async () => {
    const day = '2026-11-04'
    const h = await harness(dayRange(day).end - 10 * MINUTE, { calendarDays: 1 })
    const dayAfterNext = addDays(day, 2).replaceAll('-', '')
    expect(h.matches.some((m) => m.id.includes(dayAfterNext))).toBe(false)
    await advance(h, 20 * MINUTE)
    expect(beijingDay(h.clock.now)).toBe(addDays(day, 1))
    const added = h.matches.filter((m) => m.id.includes(dayAfterNext))
    expect(added.length).toBeGreaterThan(9 * 10)
    expect(added.every((m) => m.status === 'notStarted' && m.seq === 0)).toBe(true)
  })
})

describe('built-in feed history and detail', () => {
  it('stores old matches compactly with their final detail, and keeps every match row on its newest detail', {
    timeout: SLOW,
  }, async () => {
    const day = '2026-11-10'
    const yesterday = addDays(day, -1)
    const h = await harness(dayRange(day).start + 10 * 60 * MINUTE, { calendarDays: 1 })
    const old = await seqCheck(h, ofDay(yesterday))
    expect(old.length).toBeGreaterThan(100)
    for (const row of old) expect(row).toMatchObject({ lo: 1, hi: row.n, row_seq: row.n })
    // Compact: a few dozen events a match (up to ~120 for a long MOBA series' objectives), where a full
    // match has a couple of hundred and a long series more than 500.
    const counts = old.map((row) => row.n)
    expect(Math.max(...counts)).toBeLessThan(150)
    expect(counts.reduce((a, b) => a + b, 0) / counts.length).toBeLessThan(40)
    const rows = await h.db.db.execute(sql`
      SELECT m.id, m.status, m.detail IS NOT NULL AS has_detail,
        m.detail = (SELECT e.detail FROM match_events e WHERE e.match_id = m.id AND e.detail IS NOT NULL
                    ORDER BY e.seq DESC LIMIT 1) AS newest
      FROM matches m WHERE m.id LIKE ${ofDay(yesterday)} OR (m.id LIKE ${ofDay(day)} AND m.seq > 0)`)
    const list = (rows as unknown as { rows: Array<{ status: string; has_detail: boolean; newest: boolean }> }).rows
    expect(list.filter((r) => r.status === 'live').length).toBeGreaterThan(10)
    for (const row of list) expect(row).toMatchObject({ has_detail: true, newest: true })
    // Published events carry the detail they changed, and corrections retract a scoring event of their match.
    expect(h.events.some((e) => e.detail?.kind === 'moba' && e.detail.games.length > 0)).toBe(true)
    const bySeq = new Map(h.events.map((e) => [`${e.matchId}:${e.seq}`, e]))
    const corrections = h.events.filter((e) => e.type === 'correction')
    expect(corrections.length).toBeGreaterThan(0)
    for (const correction of corrections) {
      const target = bySeq.get(`${correction.matchId}:${correction.retracts}`)
      expect(target?.incident?.points).toBeGreaterThan(0)
    }
  })
})

describe('load feed', () => {
  it('pushes exactly eventsPerSecond score events per second over its live matches', { timeout: SLOW }, async () => {
    const h = await harness(dayRange('2026-11-05').start + 12 * 60 * MINUTE, {
      provider: 'load',
      load: { liveMatches: 45, eventsPerSecond: 200 },
    })
    const live = await h.db.db.select().from(matches).where(like(matches.id, 'load-%'))
    expect(live).toHaveLength(45)
    expect(live.every((m) => m.status === 'live')).toBe(true)
    expect(new Set(live.map((m) => m.gameId)).size).toBe(9)
    const scores = () => h.events.filter((e) => e.type === 'score')
    expect(scores()).toHaveLength(0)
    await advance(h, 1000, 100)
    expect(scores()).toHaveLength(200)
    await advance(h, 2500, 70)
    expect(scores()).toHaveLength(700)
    expect(new Set(scores().map((e) => e.matchId)).size).toBe(45)
    for (const row of await seqCheck(h, 'load-%')) expect(row).toMatchObject({ lo: 1, hi: row.n, row_seq: row.n })
  })
})

/** A load feed of `liveMatches` run for a second at `eventsPerSecond`, and its first live match as stored. */
async function loadFeedMatch(liveMatches: number, eventsPerSecond: number) {
  const h = await harness(dayRange('2026-11-06').start + 12 * 60 * MINUTE, {
    provider: 'load',
    load: { liveMatches, eventsPerSecond },
  })
  await advance(h, 1000, 100)
  const [match] = await h.db.db.select().from(matches).where(like(matches.id, 'load-%')).orderBy(matches.id).limit(1)
  if (!match) throw new Error('no live match')
  return { h, match }
}

describe('development push', () => {
  it("adds one point to a live match as its next event, in order with the feed's own events", {
    timeout: SLOW,
  }, async () => {
    const { h, match } = await loadFeedMatch(9, 20)
    const result = await h.feed.push(match.id, 'guest')
    if (!('pushed' in result)) throw new Error(`refused: ${result.refused}`)
    expect(result.pushed).toMatchObject({
      matchId: match.id,
      seq: match.seq + 1,
      type: 'score',
      state: { status: 'live', homeScore: match.homeScore, guestScore: match.guestScore + 1 },
    })
    expect(h.events.at(-1)).toEqual(result.pushed)
    // The feed goes on after it: the match's seq stays gapless and the row follows its last event.
    await advance(h, 1000, 100)
    for (const row of await seqCheck(h, 'load-%')) expect(row).toMatchObject({ lo: 1, hi: row.n, row_seq: row.n })

    expect(await h.feed.push('no-such-match', 'home')).toEqual({ refused: 'unknown' })
    await h.db.db.update(matches).set({ status: 'closed' }).where(eq(matches.id, match.id))
    expect(await h.feed.push(match.id, 'home')).toEqual({ refused: 'notLive' })
  })

  it('ends a match with a final score as its next event, once', { timeout: SLOW }, async () => {
    const { h, match } = await loadFeedMatch(3, 5)
    const result = await h.feed.finish(match.id, { home: 0, guest: 3 })
    if (!('pushed' in result)) throw new Error(`refused: ${result.refused}`)
    expect(result.pushed).toMatchObject({
      matchId: match.id,
      type: 'status',
      state: { status: 'closed', phase: 'ended', homeScore: 0, guestScore: 3 },
    })
    expect(h.events.at(-1)).toEqual(result.pushed)
    expect(await h.feed.finish(match.id, { home: 1, guest: 0 })).toEqual({ refused: 'notLive' })
    expect(await h.feed.finish('no-such-match', { home: 1, guest: 0 })).toEqual({ refused: 'unknown' })
  })

  it('kicks off a match that has not started as its next event, once', { timeout: SLOW }, async () => {
    const { h, match } = await loadFeedMatch(3, 5)
    expect(await h.feed.start(match.id)).toEqual({ refused: 'notLive' })
    await h.db.db.update(matches).set({ status: 'notStarted', phase: 'scheduled' }).where(eq(matches.id, match.id))
    const result = await h.feed.start(match.id)
    if (!('pushed' in result)) throw new Error(`refused: ${result.refused}`)
    expect(result.pushed).toMatchObject({
      matchId: match.id,
      seq: match.seq + 1,
      type: 'status',
      state: { status: 'live', period: 1, homeScore: 0, guestScore: 0, periods: [{ index: 1, home: 0, guest: 0 }] },
    })
    expect(h.events.at(-1)).toEqual(result.pushed)
    expect(await h.feed.start(match.id)).toEqual({ refused: 'notLive' })
    expect(await h.feed.start('no-such-match')).toEqual({ refused: 'unknown' })
  })
})
