import { like } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import type { MatchEvent } from '../../protocol/match'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { matches } from '../matches/tables'
import { seedCatalogue } from '../seed/index'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { type FeedHandle, startFeed } from './index'

const log = pino({ level: 'silent' })
const cleanup: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const step of cleanup.reverse()) await step()
})

function feedOn(handle: DatabaseHandle, clock: { now: number }, events: MatchEvent[]): Promise<FeedHandle> {
  return startFeed({
    db: handle.db,
    database: handle,
    speed: 1,
    provider: 'load',
    load: { liveMatches: 18, eventsPerSecond: 50 },
    log,
    now: () => clock.now,
    publish: (batch) => events.push(...batch),
    publishMatches: () => undefined,
  })
}

/**
 * Two "processes" on one seeded PostgreSQL database, each starting the feed on its own handle and clock-driven
 * by the shared `clock`: `a` started (and synced) first, so it takes the leader lock.
 */
async function twoProcesses() {
  const first: TestDatabase = await openTestDatabase()
  cleanup.push(() => first.close())
  if (!first.url) throw new Error('this suite needs DATABASE_URL')
  await seedCatalogue(first.db, log)
  const second = await openDatabase({ databaseUrl: first.url, dataDir: 'memory://' })
  cleanup.push(() => second.close())
  const clock = { now: Date.parse('2026-11-22T04:00:00Z') }
  const eventsA: MatchEvent[] = []
  const eventsB: MatchEvent[] = []
  const a = await feedOn(first, clock, eventsA)
  cleanup.push(() => a.stop())
  await a.sync()
  const b = await feedOn(second, clock, eventsB)
  cleanup.push(() => b.stop())
  return { second, clock, eventsA, eventsB, a, b }
}

describe('feed leader on a shared PostgreSQL', () => {
  it('runs the ingest in one process only, and another takes over when it stops', { timeout: 60_000 }, async () => {
    const { second, clock, eventsA, eventsB, a, b } = await twoProcesses()
    clock.now += 1000
    await Promise.all([a.sync(), b.sync()])
    expect(eventsA.filter((e) => e.type === 'score')).toHaveLength(50)
    expect(eventsB).toHaveLength(0)

    await a.stop()
    // The follower asks for the lock again on its own timer: once it says it leads, move the clock and it feeds.
    await expect.poll(() => b.role(), { timeout: 20_000, interval: 100 }).toBe('leader')
    for (let tries = 0; eventsB.length === 0 && tries < 100; tries++) {
      clock.now += 100
      await b.sync()
    }
    expect(eventsB.length).toBeGreaterThan(0)
    // It resumed where the first left off: every match's seq is still gapless.
    for (const match of await second.db.select().from(matches).where(like(matches.id, 'load-%'))) {
      const seqs = [...eventsA, ...eventsB].filter((e) => e.matchId === match.id).map((e) => e.seq)
      expect(seqs).toEqual(Array.from({ length: match.seq }, (_, i) => i + 1))
    }
  })

  it('steps down when the lock session is cut (its lease stops answering), and the other process leads', {
    timeout: 60_000,
  }, async () => {
    const { second, clock, eventsA, eventsB, a, b } = await twoProcesses()
    await b.sync()
    expect([a.role(), b.role()]).toEqual(['leader', 'follower'])

    // What a PostgreSQL restart or a cut connection does to the leader's lock session.
    const [holder] = await second.withSession((session) =>
      session.query<{ pid: number }>(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND objid = 7301002 AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      ),
    )
    if (!holder) throw new Error('no session holds the leader lock')
    await second.withSession((session) => session.query('SELECT pg_terminate_backend($1)', [holder.pid]))

    await expect.poll(() => [a.role(), b.role()], { timeout: 20_000, interval: 100 }).toEqual(['follower', 'leader'])
    const before = eventsA.length
    for (let tries = 0; eventsB.length === 0 && tries < 100; tries++) {
      clock.now += 100
      await Promise.all([a.sync(), b.sync()])
    }
    expect(eventsB.length).toBeGreaterThan(0)
    // The one that stepped down publishes nothing more.
    clock.now += 1000
    await Promise.all([a.sync(), b.sync()])
    expect(eventsA.length).toBe(before)
  })
})
