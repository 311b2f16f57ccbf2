import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MatchEvent } from '../../protocol/match'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import type { ClientToServerEvents, ServerToClientEvents } from '../../protocol/socket'
import { insertRoom, insertUser } from '../chat/test-fixtures'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { insertCatalogue, insertMatch, liveState } from '../test-support/fixtures'
import { startTestServer, type TestServer } from '../test-support/server'

// Two app instances, as two server processes would run: one PostgreSQL database, one Redis, separate
// connections and socket.io servers. Needs DATABASE_URL and REDIS_URL (see vitest.services.config.ts).

const { DATABASE_URL, REDIS_URL } = process.env
if (!DATABASE_URL || !REDIS_URL) throw new Error('scale-out tests need DATABASE_URL and REDIS_URL')

let first: TestDatabase
let second: DatabaseHandle
let a: TestServer
let b: TestServer
let client: Socket<ServerToClientEvents, ClientToServerEvents> | undefined

beforeAll(async () => {
  first = await openTestDatabase()
  if (!first.url) throw new Error('expected a PostgreSQL test database')
  second = await openDatabase({ databaseUrl: first.url, dataDir: 'memory://' })
  a = await startTestServer(first.db, { REDIS_URL })
  b = await startTestServer(second.db, { REDIS_URL })
})
afterAll(async () => {
  client?.disconnect()
  await a?.close()
  await b?.close()
  await second?.close()
  await first?.close()
})

describe('two processes on PostgreSQL and Redis', () => {
  it('delivers an event published by one to a client of the other, once', async () => {
    client = connect(b.url, { transports: ['websocket'], forceNew: true })
    const received: MatchEvent[] = []
    client.on('match:event', (event) => received.push(event))
    await new Promise<void>((resolve) => client?.once('connect', resolve))
    expect(await client.timeout(2000).emitWithAck('subscribe', { rooms: ['game:1', 'match:x1'] })).toEqual({ ok: true })

    const event: MatchEvent = {
      id: 1,
      matchId: 'x1',
      gameId: 1,
      seq: 1,
      type: 'score',
      at: Date.now(),
      state: liveState('live', 1),
      incident: null,
      retracts: null,
    }
    a.realtime.publishMatchEvents([event])
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]).toEqual(event)
    // Nothing else trickles in afterwards (a second copy through the other room, for instance).
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(received).toHaveLength(1)
  })

  it('applies a logout on one process to the open sockets of the other at once', async () => {
    const anchor = await insertUser(first.db, { username: '主播' })
    const roomId = await insertRoom(first.db, anchor.uid)
    const user = await insertUser(first.db)
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(b.url, {
      transports: ['websocket'],
      forceNew: true,
      auth: { token: user.token },
    })
    try {
      await new Promise<void>((resolve) => socket.once('connect', resolve))
      const send = (text: string) =>
        socket.timeout(5000).emitWithAck('chat:send', { roomId, text, clientId: `x-${text.length}` })
      expect(await send('在吗')).toMatchObject({ ok: true })
      const out = await fetch(`${a.url}/java/login/logout`, {
        method: 'POST',
        headers: { token: user.token, sysType: 'PC', 'content-type': 'application/json' },
        body: '{}',
      })
      expect(out.status).toBe(200)
      // The news crosses Redis, so the socket on the other process may need a moment; 60 s would be the old wait.
      await expect.poll(async () => (await send('退出了')).ok, { timeout: 5000 }).toBe(false)
      expect(await send('还能说吗')).toEqual({ ok: false, error: LIVE_MESSAGES.chatLoginRequired.id })
    } finally {
      socket.disconnect()
    }
  })

  it('applies a mute made through one process to the lines sent through the other (cached chat rules)', async () => {
    const anchor = await insertUser(first.db, { username: '主播' })
    const roomId = await insertRoom(first.db, anchor.uid)
    const user = await insertUser(first.db)
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(b.url, {
      transports: ['websocket'],
      forceNew: true,
      auth: { token: user.token },
    })
    try {
      await new Promise<void>((resolve) => socket.once('connect', resolve))
      let lines = 0
      const send = () =>
        socket.timeout(5000).emitWithAck('chat:send', { roomId, text: `第${++lines}句`, clientId: `m-${lines}` })
      // b has the room's rules cached now.
      expect(await send()).toMatchObject({ ok: true })
      const muted = await fetch(`${a.url}/java/live/moderate`, {
        method: 'POST',
        headers: { token: anchor.token, sysType: 'PC', 'content-type': 'application/json' },
        body: JSON.stringify({ roomId, action: 'mute', uid: user.uid, minutes: 0 }),
      })
      expect(await muted.json()).toMatchObject({ status: 'success' })
      // The news crosses Redis (chat:rules-changed), so b may need a moment.
      await expect.poll(async () => (await send()).ok, { timeout: 5000 }).toBe(false)
      expect(await send()).toEqual({ ok: false, error: LIVE_MESSAGES.chatMuted.id })
    } finally {
      socket.disconnect()
    }
  })

  it('keeps deployments with another REDIS_PREFIX on the same Redis apart', async () => {
    const other = await startTestServer(second.db, { REDIS_URL, REDIS_PREFIX: 'another-deployment' })
    const listen = (url: string) => {
      const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, {
        transports: ['websocket'],
        forceNew: true,
      })
      const received: number[] = []
      socket.on('match:event', (event) => received.push(event.id))
      const connected = new Promise<void>((resolve) => socket.once('connect', resolve))
      return { socket, received, connected }
    }
    const ours = listen(b.url)
    const theirs = listen(other.url)
    try {
      for (const { socket, connected } of [ours, theirs]) {
        await connected
        expect(await socket.timeout(2000).emitWithAck('subscribe', { rooms: ['match:p1'] })).toEqual({ ok: true })
      }
      const event = (id: number): MatchEvent => ({
        id,
        matchId: 'p1',
        gameId: 1,
        seq: id,
        type: 'score',
        at: Date.now(),
        state: liveState('live', 1),
        incident: null,
        retracts: null,
      })
      a.realtime.publishMatchEvents([event(101)])
      await expect.poll(() => ours.received).toEqual([101])
      // The other deployment hears its own publisher, and only it.
      other.realtime.publishMatchEvents([event(202)])
      await expect.poll(() => theirs.received).toEqual([202])
      expect(ours.received).toEqual([101])
    } finally {
      ours.socket.disconnect()
      theirs.socket.disconnect()
      await other.close()
    }
  })

  it('reads what the other instance wrote', async () => {
    await insertCatalogue(first.db, [1])
    await insertMatch(first.db, { id: 'shared', gameId: 1, startTime: Date.now(), status: 'live' })
    const response = await fetch(`${b.url}/java/match/detail?matchId=shared`)
    expect(await response.json()).toMatchObject({ status: 'success', result: { id: 'shared', status: 'live' } })
  })
})

describe('two server processes as `npm start` runs them', () => {
  it('share the feed: clients of both processes receive the same events, each once, in the same order', async () => {
    const database = await openTestDatabase()
    const env = { DATABASE_URL: database.url ?? '', REDIS_URL, PORT: '0', FEED_SPEED: '60', LOG_LEVEL: 'warn' }
    const servers = [startProcess(env), startProcess(env)]
    try {
      const urls = await Promise.all(servers.map((s) => s.url))
      const received = await Promise.all(
        urls.map(async (url) => {
          const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, {
            transports: ['websocket'],
            forceNew: true,
          })
          const events: MatchEvent[] = []
          socket.on('match:event', (event) => events.push(event))
          await new Promise<void>((resolve) => socket.once('connect', resolve))
          await socket.timeout(2000).emitWithAck('subscribe', { rooms: ['matches'] })
          return { socket, events }
        }),
      )
      const [one, two] = received
      if (!one || !two) throw new Error('two clients expected')
      // Only the leader runs the feed; the other process's client hears its events through Redis.
      await expect.poll(() => Math.min(one.events.length, two.events.length), { timeout: 60_000 }).toBeGreaterThan(3)
      for (const { socket } of received) socket.disconnect()
      const ids = (events: MatchEvent[]) => events.map((e) => e.id)
      for (const { events } of received) expect(new Set(ids(events)).size).toBe(events.length)
      // The client that subscribed later saw a suffix of what the other saw, in the same order.
      const [early, late] = ids(one.events).includes(ids(two.events)[0] ?? -1) ? [one, two] : [two, one]
      const from = ids(early.events).indexOf(ids(late.events)[0] ?? -1)
      expect(from).toBeGreaterThanOrEqual(0)
      const length = Math.min(early.events.length - from, late.events.length)
      expect(length).toBeGreaterThan(0)
      expect(ids(late.events).slice(0, length)).toEqual(ids(early.events).slice(from, from + length))
    } finally {
      await Promise.all(servers.map((s) => s.stop()))
      await database.close()
    }
  }, 150_000)
})

/** `server/main.ts` in a child process; `url` resolves once it printed its banner. */
function startProcess(env: Record<string, string>) {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, STATIC_DIR: join(root, 'no-such-dist'), DEMO_STREAMS: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /Scorecast is running at (\S+)/.exec(out)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)))
  })
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
