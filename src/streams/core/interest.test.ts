import { i18n } from '@lingui/core'
import { BehaviorSubject, Observable, type Subscription } from 'rxjs'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { success } from '../../../protocol/envelope'
import { ApiClient } from '../../api/client'
import { sendJson, startTestServer } from '../../api/test-server'
import { ScorecastDB } from '../../db/database'
import { makeMatch } from '../../db/test-fixtures'
import { dayInterest } from '../matches/match-interest'
import { type BusEvent, EventBus } from './bus'
import { type ConnectionModel, initialConnection } from './connection'
import { beginInterest, EARLY_HOLD_MS, holdInterest, interest, type LoadStatus, reloadTriggers$ } from './interest'
import { RoomRegistry } from './rooms'
import { until } from './test-support'

const cleanups: (() => unknown)[] = []
beforeAll(() => i18n.loadAndActivate({ locale: 'zh_CN', messages: {} }))
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const model = (patch: Partial<ConnectionModel>): ConnectionModel => ({ ...initialConnection(true), ...patch })

describe('reloadTriggers$', () => {
  it('fires at once when online, when the network returns and when the socket is back after a loss', () => {
    const connection = new BehaviorSubject(model({ state: 'connecting' }))
    const fired: string[] = []
    reloadTriggers$(connection).subscribe((m) => fired.push(`${m.state}/${m.online}`))
    connection.next(model({ state: 'connected' })) // first connect: the load just ran, no reload
    connection.next(model({ state: 'reconnecting' }))
    connection.next(model({ state: 'reconnecting', usingPolling: true }))
    connection.next(model({ state: 'connected' }))
    connection.next(model({ state: 'connected', online: false }))
    connection.next(model({ state: 'connected', online: true }))
    expect(fired).toEqual(['connecting/true', 'connected/true', 'connected/true'])
  })

  it('waits for the network when mounted offline', () => {
    const connection = new BehaviorSubject(model({ online: false }))
    const fired: boolean[] = []
    reloadTriggers$(connection).subscribe((m) => fired.push(m.online))
    expect(fired).toEqual([])
    connection.next(model({ online: true }))
    expect(fired).toEqual([true])
  })
})

describe('dayInterest', () => {
  it("loads every page of the day, holds the 'matches' room while subscribed and reports offline", async () => {
    const matches = Array.from({ length: 5 }, (_, i) => makeMatch({ id: `m${i}` }))
    const server = await startTestServer((req, res) => {
      const { pageIndex, pageSize } = JSON.parse(req.body) as { pageIndex: number; pageSize: number }
      // The server pages by 2 whatever the client asks, to make the client follow `total`.
      expect(pageSize).toBe(500)
      sendJson(res, success({ list: matches.slice((pageIndex - 1) * 2, pageIndex * 2), total: matches.length }))
    })
    cleanups.push(server.close)
    const bus = new EventBus()
    const lists: BusEvent[] = []
    const listener = bus.on('match/list').subscribe((e) => lists.push(e))
    const deps = {
      bus,
      api: new ApiClient({ baseUrl: server.origin }),
      db: new ScorecastDB('unused'),
      rooms: new RoomRegistry(),
      connection: new BehaviorSubject(initialConnection(true)),
    }
    const statuses: LoadStatus[] = []
    const interest: Subscription = dayInterest(deps, '2026-11-22').subscribe((s) => statuses.push(s))
    expect(deps.rooms.current).toEqual(['matches'])
    await until(() => statuses.includes('loaded'), 3000, 'the load')
    expect(lists.flatMap((e) => (e.type === 'match/list' ? e.matches.map((m) => m.id) : []))).toEqual([
      'm0',
      'm1',
      'm2',
      'm3',
      'm4',
    ])
    expect(server.seen.map((r) => JSON.parse(r.body).day)).toEqual(['2026-11-22', '2026-11-22', '2026-11-22'])

    deps.connection.next(initialConnection(false))
    expect(statuses.at(-1)).toBe('offline')
    // Back online but the server is gone: the reload fails as a network problem.
    await server.close()
    deps.connection.next(initialConnection(true))
    expect(statuses.at(-1)).toBe('loading')
    await until(() => statuses.at(-1) === 'offline', 5000, 'the offline status')
    interest.unsubscribe()
    listener.unsubscribe()
    expect(deps.rooms.current).toEqual([])
  })
})

/** A source that counts its subscribers and lets the test say what it reports. */
function countedSource() {
  const listeners = new Set<(status: LoadStatus) => void>()
  let subscribed = 0
  const source = () =>
    new Observable<LoadStatus>((subscriber) => {
      subscribed += 1
      const listener = (status: LoadStatus) => subscriber.next(status)
      listeners.add(listener)
      subscriber.next('loading')
      return () => listeners.delete(listener)
    })
  return {
    source,
    report: (status: LoadStatus) => {
      for (const listener of listeners) listener(status)
    },
    subscribed: () => subscribed,
    running: () => listeners.size,
  }
}

describe('beginInterest', () => {
  it('is taken over by the screen that holds the same key: one load, not two', () => {
    const counted = countedSource()
    beginInterest('early:taken', counted.source)
    expect(counted.running()).toBe(1)
    counted.report('loaded')
    const statuses: LoadStatus[] = []
    const release = holdInterest('early:taken', counted.source, (s) => statuses.push(s))
    // The screen sees the status the early load reached, from the same subscription.
    expect(statuses).toEqual(['loaded'])
    expect(counted.subscribed()).toBe(1)
    expect(counted.running()).toBe(1)
    // A loader running again for the shown page (a new search) begins nothing.
    beginInterest('early:taken', counted.source)
    expect(counted.subscribed()).toBe(1)
    release()
    expect(counted.running()).toBe(0)
  })

  it('ends when no screen takes it within EARLY_HOLD_MS', () => {
    vi.useFakeTimers()
    cleanups.push(() => vi.useRealTimers())
    const counted = countedSource()
    beginInterest('early:untaken', counted.source)
    vi.advanceTimersByTime(EARLY_HOLD_MS - 1)
    expect(counted.running()).toBe(1)
    vi.advanceTimersByTime(1)
    expect(counted.running()).toBe(0)
    // Gone: a screen mounting later starts its own.
    const release = holdInterest('early:untaken', counted.source, () => {})
    expect(counted.subscribed()).toBe(2)
    release()
  })

  it('is not taken by a retry, which starts afresh', () => {
    const counted = countedSource()
    beginInterest('early:retry', counted.source)
    const release = holdInterest('early:retry', counted.source, () => {}, false)
    expect(counted.subscribed()).toBe(2)
    release()
    // Still held for a first mount.
    const first = holdInterest('early:retry', counted.source, () => {})
    expect(counted.subscribed()).toBe(2)
    first()
    expect(counted.running()).toBe(0)
  })
})

describe('interest on a held bus', () => {
  it("says 'loaded' only once the bus passes the load's events on to the writers", async () => {
    const bus = new EventBus({ held: true })
    const deps = { bus, rooms: new RoomRegistry(), connection: new BehaviorSubject(initialConnection(true)) }
    let markLoaded = () => {}
    const loaded = new Promise<void>((resolve) => (markLoaded = resolve))
    let open = false
    const statuses: string[] = []
    const subscription = interest(
      deps,
      null,
      async () => {
        bus.emit({ type: 'network', online: true })
        markLoaded()
      },
      'held',
    ).subscribe((s) => statuses.push(open ? s : `${s} (bus held)`))
    cleanups.push(() => subscription.unsubscribe())
    await loaded
    // Every microtask the load's end queued has run (the bus stays held meanwhile).
    await new Promise((resolve) => setImmediate(resolve))
    const seen: BusEvent[] = []
    bus.events$.subscribe((e) => seen.push(e))
    open = true
    bus.open()
    await until(() => statuses.some((s) => s.startsWith('loaded')), 5000, 'the loaded status')
    expect(statuses).toEqual(['loading (bus held)', 'loaded'])
    expect(seen).toEqual([{ type: 'network', online: true }])
  })
})
