import { i18n } from '@lingui/core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { success } from '../../../protocol/envelope'
import type { MatchEvent } from '../../../protocol/match'
import { ApiClient } from '../../api/client'
import { sendJson, startTestServer } from '../../api/test-server'
import { goalEvent } from '../../db/test-fixtures'
import { type BusEvent, EventBus } from '../core/bus'
import { pollEvents } from './poll'

const log: MatchEvent[] = Array.from({ length: 7 }, (_, i) => goalEvent('m1', i + 1, { id: 100 + i + 1 }))
const cleanups: (() => unknown)[] = []
beforeAll(() => i18n.loadAndActivate({ locale: 'zh_CN', messages: {} }))
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function setup(startCursor: number | undefined) {
  // Waits for the server's n-th request, told by the server itself (no polling, no time bound of its own).
  const waiters: { count: number; resolve: () => void }[] = []
  // Pages of 3 events at most, so one poll tick must follow hasMore.
  const server = await startTestServer((req, res) => {
    const after = Number(req.url.searchParams.get('after'))
    const events = log.filter((e) => e.id > after).slice(0, 3)
    const cursor = events.at(-1)?.id ?? after
    sendJson(res, success({ events, cursor, hasMore: log.some((e) => e.id > cursor) }))
    for (const waiter of waiters.filter((w) => server.seen.length >= w.count)) waiter.resolve()
  })
  const requests = (count: number) =>
    new Promise<void>((resolve) => {
      if (server.seen.length >= count) resolve()
      else waiters.push({ count, resolve })
    })
  cleanups.push(server.close)
  const bus = new EventBus()
  const seen: BusEvent[] = []
  const listener = bus.events$.subscribe((e) => seen.push(e))
  cleanups.push(() => listener.unsubscribe())
  // Every request the client starts, counted as it starts (the server sees it only later).
  let started = 0
  const api = new ApiClient({
    baseUrl: server.origin,
    fetch: (input, init) => {
      started += 1
      return fetch(input, init)
    },
  })
  let markStopped = () => {}
  const stopped = new Promise<void>((resolve) => {
    markStopped = resolve
  })
  const options = { api, bus, startCursor: async () => startCursor, intervalMs: 40, onStopped: () => markStopped() }
  const poll = pollEvents(options).subscribe()
  cleanups.push(() => poll.unsubscribe())
  const afters = () => server.seen.map((r) => Number(r.url.searchParams.get('after')))
  return { seen, afters, requests, poll, stopped, started: () => started }
}

describe('pollEvents', () => {
  it('pages through hasMore from the stored cursor, then polls from where it got', async () => {
    const { seen, afters, requests } = await setup(101)
    await requests(4)
    expect(afters().slice(0, 4)).toEqual([101, 104, 107, 107])
    const events = seen.flatMap((e) => (e.type === 'match/event' ? [e] : []))
    expect(events.map((e) => e.event.id)).toEqual([102, 103, 104, 105, 106, 107])
    expect(events.every((e) => e.origin === 'poll' && e.global)).toBe(true)
    expect(seen.find((e) => e.type === 'sync/caught-up')).toMatchObject({ cursor: 107 })
  })

  it('stops as soon as it is unsubscribed', async () => {
    const { requests, poll, stopped, started } = await setup(107)
    await requests(2)
    poll.unsubscribe()
    const count = started()
    // The loop ends (a wait in progress is cut short) without starting another request.
    await stopped
    expect(started()).toBe(count)
  })
})
