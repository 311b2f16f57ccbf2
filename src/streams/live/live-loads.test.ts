import 'fake-indexeddb/auto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BehaviorSubject } from 'rxjs'
import { afterEach, describe, expect, it } from 'vitest'
import { failure, success } from '../../../protocol/envelope'
import { type ChatMessage, LIVE_LIMITS } from '../../../protocol/live'
import { ApiClient } from '../../api/client'
import { ScorecastDB } from '../../db/database'
import { chatLines, liveRoomsOf } from '../../db/queries/live'
import { EventBus } from '../core/bus'
import { initialConnection } from '../core/connection'
import { RoomRegistry } from '../core/rooms'
import type { StreamsDeps } from '../core/runtime'
import { until } from '../core/test-support'
import { chatLine, makeRoom } from './live-fixtures'
import { liveListInterest } from './live-interest'
import { catchUpChat } from './live-loads'
import { startLiveStreams } from './start-live'

// Loads against a real tiny HTTP server answering the /java live calls from memory.

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

let n = 0
async function setup(lines: ChatMessage[]) {
  const asked: URL[] = []
  const rooms = [makeRoom({ roomId: 1 }), makeRoom({ roomId: 2, gameId: 2, viewers: 80 })]
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    asked.push(url)
    const reply = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (url.pathname === '/java/live/chat') {
      const after = url.searchParams.get('afterSeq')
      const page = LIVE_LIMITS.chatHistoryPage
      const list = after === null ? lines.slice(-page) : lines.filter((l) => l.seq > Number(after)).slice(0, page)
      return reply(success({ list, lastSeq: lines.at(-1)?.seq ?? 0 }))
    }
    if (url.pathname === '/java/live/rooms') return reply(success({ list: rooms, total: rooms.length }))
    reply(failure(404, 'not found'))
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  const bus = new EventBus()
  const db = new ScorecastDB(`live-loads-${n++}`)
  const deps: StreamsDeps = {
    bus,
    db,
    api: new ApiClient({ baseUrl: origin, retryDelay: () => 10 }),
    rooms: new RoomRegistry(),
    connection: new BehaviorSubject(initialConnection(true)),
  }
  const streams = startLiveStreams(deps)
  cleanups.push(
    () => http.close(),
    () => db.delete(),
    () => streams.unsubscribe(),
  )
  const chatAsks = () =>
    asked.filter((u) => u.pathname === '/java/live/chat').map((u) => u.searchParams.get('afterSeq'))
  return { deps, db, bus, chatAsks }
}

const seqs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => chatLine(1, from + i))
const signal = () => new AbortController().signal

describe('chat catch-up by seq', () => {
  it('a room never seen gets its newest lines; later only what came after the newest stored one', async () => {
    const lines = seqs(1, 250)
    const { deps, db, chatAsks } = await setup(lines)
    await catchUpChat(deps, 1, signal())
    await until(async () => (await db.chat.count()) === LIVE_LIMITS.chatHistoryPage, 3000, 'the newest page')
    expect((await chatLines(db, 1, 1000))[0]?.seq).toBe(51)
    lines.push(...seqs(251, 260))
    await catchUpChat(deps, 1, signal())
    await until(async () => (await db.chat.count()) === 210, 3000, 'the missed lines')
    expect(chatAsks()).toEqual([null, '250'])
  })

  it('a room that moved on by more than the cache keeps is fetched as its newest lines', async () => {
    const lines = seqs(1, 10)
    const { deps, db, chatAsks } = await setup(lines)
    await catchUpChat(deps, 1, signal())
    await until(async () => (await db.chat.count()) === 10)
    lines.push(...seqs(11, 10 + LIVE_LIMITS.chatHistoryKept + 50))
    await catchUpChat(deps, 1, signal())
    await until(async () => (await chatLines(db, 1, 1000)).at(-1)?.seq === 10 + LIVE_LIMITS.chatHistoryKept + 50)
    expect(chatAsks()).toEqual([null, '10', null])
  })

  it('a gap among live lines is fetched from where it starts', async () => {
    const lines = seqs(1, 6)
    const { bus, db, chatAsks } = await setup(lines)
    bus.emit({ type: 'chat/messages', roomId: 1, messages: lines.slice(0, 3), origin: 'history' })
    await until(async () => (await db.chat.count()) === 3)
    bus.emit({ type: 'chat/messages', roomId: 1, messages: [lines[5] ?? chatLine(1, 6)], origin: 'socket' })
    await until(async () => (await db.chat.count()) === 6, 3000, 'the gap to be filled')
    expect(chatAsks()).toEqual(['3'])
  })
})

describe('liveListInterest', () => {
  it('loads the live rooms and keeps the list and matches rooms joined while subscribed', async () => {
    const { deps, db } = await setup([])
    const subscription = liveListInterest(deps, {}).subscribe()
    await until(async () => (await liveRoomsOf(db, {})).length === 2, 3000, 'the rooms')
    expect((await liveRoomsOf(db, {})).map((r) => r.roomId)).toEqual([2, 1])
    expect(deps.rooms.current).toEqual(['live', 'matches'])
    subscription.unsubscribe()
    expect(deps.rooms.current).toEqual([])
  })
})
