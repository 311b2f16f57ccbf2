import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { BehaviorSubject, of } from 'rxjs'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MatchEvent } from '../../protocol/match'
import { ApiClient } from '../api/client'
import { ScorecastDB } from '../db/database'
import { incidentsOf } from '../db/queries/incidents'
import { goalEvent, makeMatch } from '../db/test-fixtures'
import { EventBus } from './core/bus'
import { initialConnection } from './core/connection'
import { RoomRegistry } from './core/rooms'
import { noticesToBus, type StreamsDeps } from './core/runtime'
import { startFeedServer } from './core/test-feed-server'
import { until } from './core/test-support'
import { dayInterest } from './matches/match-interest'
import { wireStreams } from './start'

/** A wire event without its id: the feed server numbers what it publishes. */
const strip = ({ id: _id, ...rest }: MatchEvent) => rest

// End to end through a real node:http + socket.io server: sources → bus → writer → Dexie.

let n = 0
const cleanups: (() => unknown)[] = []
beforeAll(() => i18n.loadAndActivate({ locale: 'zh_CN', messages: {} }))
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setup(options: { blocked?: boolean } = {}) {
  const feed = await startFeedServer([makeMatch({ id: 'm1' }), makeMatch({ id: 'm2', gameId: 1 })])
  feed.setBlocked(options.blocked ?? false)
  const bus = new EventBus()
  const db = new ScorecastDB(`start-${n++}`)
  const deps: StreamsDeps = {
    bus,
    db,
    api: new ApiClient({ baseUrl: feed.origin, notify: noticesToBus(bus), retryDelay: () => 10 }),
    rooms: new RoomRegistry(),
    connection: new BehaviorSubject(initialConnection(true)),
  }
  let pollsStopped = 0
  const streams = wireStreams(deps, {
    socketUrl: feed.origin,
    online: of(true),
    pollIntervalMs: 50,
    onPollStopped: () => {
      pollsStopped += 1
    },
  })
  const interest = dayInterest(deps, '2026-11-22').subscribe()
  cleanups.push(
    feed.close,
    () => db.delete(),
    () => streams.unsubscribe(),
    () => interest.unsubscribe(),
  )
  const eventRequests = () => feed.seen.filter((url) => url.pathname === '/java/match/events')
  return { feed, deps, db, eventRequests, pollsStopped: () => pollsStopped }
}

describe('wireStreams against a real server', () => {
  it('stores the day list and the game list, and a pushed event lands in Dexie', async () => {
    const { feed, deps, db } = await setup()
    await until(async () => (await db.matches.count()) === 2, 5000, 'the day list')
    await until(async () => (await db.readMeta('games'))?.length === 1, 5000, 'the game list')
    await until(() => feed.io.of('/').adapter.rooms.get('matches')?.size === 1, 5000, "joining 'matches'")
    await until(() => deps.connection.value.lastSyncAt !== null, 5000, 'the first catch-up')
    expect(deps.connection.value).toMatchObject({ state: 'connected', usingPolling: false, online: true })

    const arrivals = new Map<string, number>()
    Reflect.set(globalThis, '__scorecastBench', { arrivals })
    cleanups.push(() => Reflect.deleteProperty(globalThis, '__scorecastBench'))
    // A payload that breaks the contract is dropped on arrival (and timed, since the probe runs first).
    feed.io.to('matches').emit('match:event', { matchId: 'm1', seq: 9, state: 'bogus' } as never)
    feed.publish(strip(goalEvent('m1', 1)))
    await until(async () => (await db.matches.get('m1'))?.seq === 1, 3000, 'the pushed event')
    expect(await db.matches.get('m1')).toMatchObject({ homeScore: 1, status: 'live' })
    expect([...arrivals.keys()]).toEqual(['m1:9', 'm1:1'])
    // m1 is only listed (no detail page opened it): its row follows the push, no incident is kept.
    expect(await incidentsOf(db, 'm1')).toEqual([])
    await until(async () => (await db.readMeta('cursor')) === 1, 2000, 'the cursor to follow the push')
  })

  it('catches up by cursor what was published while the socket was down', async () => {
    const { feed, deps, db, eventRequests } = await setup()
    await until(() => feed.io.of('/').adapter.rooms.get('matches')?.size === 1, 5000, "joining 'matches'")
    await until(() => deps.connection.value.lastSyncAt !== null, 5000, 'the first catch-up')
    await until(async () => (await db.matches.count()) === 2, 5000, 'the day list')
    feed.publish(strip(goalEvent('m1', 1)))
    await until(async () => (await db.readMeta('cursor')) === 1, 3000, 'cursor 1')

    feed.dropConnections()
    await until(() => feed.socketCount() === 0, 2000, 'the drop')
    feed.publish(strip(goalEvent('m1', 2)))
    feed.publish(strip(goalEvent('m2', 1, { gameId: 1 })))
    await until(() => deps.connection.value.state === 'reconnecting', 2000, 'reconnecting')

    await until(async () => (await db.matches.get('m2'))?.seq === 1, 8000, 'the missed events')
    expect(await db.matches.get('m1')).toMatchObject({ seq: 2, homeScore: 2 })
    expect(await db.readMeta('cursor')).toBe(3)
    expect(eventRequests().some((url) => url.searchParams.get('after') === '1')).toBe(true)
  })

  it('polls while the socket cannot connect and stops polling once it is back', async () => {
    const { feed, deps, db, pollsStopped } = await setup({ blocked: true })
    await until(() => deps.connection.value.usingPolling, 3000, 'the poll fallback')
    await until(async () => (await db.matches.count()) === 2, 5000, 'the day list')
    feed.publish(strip(goalEvent('m1', 1)))
    await until(async () => (await db.matches.get('m1'))?.seq === 1, 3000, 'the polled event')
    expect(deps.connection.value.state).not.toBe('connected')

    feed.setBlocked(false)
    deps.bus.emit({ type: 'action/reconnect' })
    await until(() => deps.connection.value.state === 'connected', 10_000, 'the socket to come back')
    expect(deps.connection.value.usingPolling).toBe(false)
    // The poll loop ends (poll.test.ts: an ended loop requests nothing more); it ran once, so it stops once.
    await until(() => pollsStopped() === 1, 5000, 'the poll to stop')
  })
})
