import { eq } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import {
  type ChatSendReply,
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_REFUSALS,
} from '../../protocol/socket'
import { insertRoom, insertUser } from '../chat/test-fixtures'
import { distinctViewers } from '../chat/viewers'
import { liveRooms } from '../live/tables'
import { callJava } from '../test-support/auth-client'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { startTestServer, type TestServer } from '../test-support/server'
import { SOCKET_LIMITS, type SocketIdentity } from './socket-guard'

// What one client may hold and do over sockets: caps per address and per user, throttled events, chat
// limits per user, viewers counted by who they are, and session changes applied to open sockets at once.

type Client = Socket<ServerToClientEvents, ClientToServerEvents>

let database: TestDatabase
/** TRUST_PROXY off. */
let server: TestServer
/** TRUST_PROXY=loopback: the test's X-Forwarded-For is the client's address. */
let proxied: TestServer
const clients: Client[] = []

beforeAll(async () => {
  database = await openTestDatabase()
  server = await startTestServer(database.db)
  proxied = await startTestServer(database.db, { TRUST_PROXY: 'loopback' })
}, 120_000)
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect()
})
afterAll(async () => {
  await server?.close()
  await proxied?.close()
  await database?.close()
})

type ClientOptions = { token?: string; viewerId?: string; from?: string; on?: TestServer }

/** A client socket, connected or refused (`error` is connect_error's message). */
async function open(options: ClientOptions = {}): Promise<{ socket: Client; error: string | null }> {
  const socket: Client = connect((options.on ?? server).url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { ...(options.token && { token: options.token }), ...(options.viewerId && { viewerId: options.viewerId }) },
    extraHeaders: options.from ? { 'x-forwarded-for': options.from } : {},
  })
  clients.push(socket)
  const error = await new Promise<string | null>((resolve) => {
    socket.once('connect', () => resolve(null))
    socket.once('connect_error', (e) => resolve(e.message))
  })
  return { socket, error }
}

async function connected(options: ClientOptions = {}): Promise<Client> {
  const { socket, error } = await open(options)
  if (error) throw new Error(error)
  return socket
}

const times = <T>(n: number, job: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => job(i)))

let clientIds = 0
function send(socket: Client, roomId: number, text: string): Promise<ChatSendReply> {
  clientIds += 1
  return socket.timeout(5000).emitWithAck('chat:send', { roomId, text, clientId: `g${clientIds}` })
}

async function room() {
  const anchor = await insertUser(database.db, { username: '主播' })
  return { roomId: await insertRoom(database.db, anchor.uid), anchor }
}

describe('connection caps', () => {
  it('refuses sockets past the cap from one address, and honours X-Forwarded-For only behind TRUST_PROXY', async () => {
    await times(SOCKET_LIMITS.perAddress, () => connected({ on: proxied, from: '198.51.100.1' }))
    expect((await open({ on: proxied, from: '198.51.100.1' })).error).toBe(SOCKET_REFUSALS.tooManyFromAddress)
    expect((await open({ on: proxied, from: '198.51.100.2' })).error).toBeNull()
    // Without TRUST_PROXY every one of these is 127.0.0.1, whatever the header says.
    await times(SOCKET_LIMITS.perAddress, (i) => connected({ from: `203.0.113.${i}` }))
    expect((await open({ from: '203.0.113.250' })).error).toBe(SOCKET_REFUSALS.tooManyFromAddress)
    for (const client of clients.splice(0)) client.disconnect()
    // A closed socket frees its place.
    await expect.poll(async () => (await open()).error).toBeNull()
  })

  it('closes a socket past the cap of one user, saying why', async () => {
    const user = await insertUser(database.db)
    const sockets = await times(SOCKET_LIMITS.perUser, () =>
      connected({ on: proxied, token: user.token, from: `192.0.2.${clientIds++ % 250}` }),
    )
    for (const socket of sockets)
      expect(await socket.timeout(5000).emitWithAck('auth', { token: user.token })).toEqual({ uid: user.uid })
    // Listeners go on before the handshake: the refusal may come right after the connect event.
    const extra: Client = connect(proxied.url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: user.token },
      extraHeaders: { 'x-forwarded-for': '192.0.2.251' },
    })
    clients.push(extra)
    const refused = new Promise((resolve) => extra.once('refused', resolve))
    const closed = new Promise((resolve) => extra.once('disconnect', resolve))
    expect(await refused).toEqual({ reason: SOCKET_REFUSALS.tooManyForUser })
    expect(await closed).toBe('io server disconnect')
  })
})

describe('throttled events', () => {
  it('answers auth floods with the session as it stands, without looking it up', async () => {
    const user = await insertUser(database.db)
    const socket = await connected()
    for (let i = 0; i < SOCKET_LIMITS.authPerWindow; i++) {
      expect(await socket.timeout(5000).emitWithAck('auth', { token: null })).toEqual({ uid: null })
    }
    expect(await socket.timeout(5000).emitWithAck('auth', { token: user.token })).toEqual({ uid: null })
  })

  it('refuses subscription changes past the budget', async () => {
    const socket = await connected()
    const replies = []
    for (let i = 0; i <= SOCKET_LIMITS.subscribePerWindow; i++) {
      replies.push(await socket.timeout(5000).emitWithAck('subscribe', { rooms: [`match:m${i}`] }))
    }
    expect(replies.filter((reply) => reply.ok)).toHaveLength(SOCKET_LIMITS.subscribePerWindow)
    expect(replies.at(-1)).toEqual({ ok: false })
  })
})

describe('chat limits per user', () => {
  it('counts attempts across all of a user’s sockets', async () => {
    const { roomId } = await room()
    const user = await insertUser(database.db)
    const sockets = await times(4, () => connected({ token: user.token }))
    const attempts = 5 * 4 // the flood limit times the attempts allowed per accepted line
    const replies = []
    for (let i = 0; i < attempts; i++) replies.push(await send(sockets[i % 4] as Client, roomId, '   '))
    expect(new Set(replies.map((reply) => (reply.ok ? 'ok' : reply.error)))).toEqual(
      new Set([LIVE_MESSAGES.chatEmpty.id]),
    )
    expect(await send(sockets[0] as Client, roomId, '   ')).toEqual({ ok: false, error: LIVE_MESSAGES.chatTooFast.id })
  })
})

describe('viewer counts', () => {
  const identity = (address: string, viewerId: string, userId: number | null = null): SocketIdentity => ({
    address,
    viewerId,
    userId,
  })

  it('counts users once, browsers once, and at most a few visitors per address', () => {
    const identities = new Map<string, SocketIdentity>([
      ['s1', identity('10.0.0.1', 'a', 7)],
      ['s2', identity('10.0.0.2', 'b', 7)],
      ['s3', identity('10.0.0.3', 'browser-1')],
      ['s4', identity('10.0.0.3', 'browser-1')],
      ['s5', identity('10.0.0.4', 'browser-2')],
      ...Array.from({ length: 5000 }, (_, i) => [`x${i}`, identity('198.51.100.9', `bot-${i}`)] as const),
    ])
    expect(distinctViewers(identities.keys(), identities)).toBe(1 + 2 + SOCKET_LIMITS.anonymousViewersPerAddress)
  })

  it('writes distinct viewers to the room, not sockets', async () => {
    // A database and server of its own: every process counts its own sockets and, without Redis, the other
    // server of this file would write its own count (0) for the same room.
    const own = await openTestDatabase()
    const solo = await startTestServer(own.db)
    try {
      await countDistinctViewers(own, solo)
    } finally {
      await solo.close()
      await own.close()
    }
  }, 60_000)
})

async function countDistinctViewers(own: TestDatabase, solo: TestServer) {
  const anchor = await insertUser(own.db, { username: '主播' })
  const roomId = await insertRoom(own.db, anchor.uid)
  const user = await insertUser(own.db)
  const watch = async (options: ClientOptions) => {
    const socket = await connected({ ...options, on: solo })
    expect(await socket.timeout(5000).emitWithAck('subscribe', { rooms: [`live:${roomId}`] })).toEqual({ ok: true })
  }
  for (let i = 0; i < 3; i++) await watch({ token: user.token })
  for (let i = 0; i < 3; i++) await watch({ viewerId: 'browser-0001' })
  for (let i = 0; i < 20; i++) await watch({ viewerId: `script-${String(i).padStart(4, '0')}` })
  const viewers = async () =>
    (await own.db.select({ n: liveRooms.viewers }).from(liveRooms).where(eq(liveRooms.id, roomId)))[0]?.n
  // The user, and the visitors of 127.0.0.1 up to the cap (the browser and the script share the address).
  await expect.poll(viewers, { timeout: 15_000 }).toBe(1 + SOCKET_LIMITS.anonymousViewersPerAddress)
}

describe('session changes reach open sockets at once', () => {
  it('a logout ends the chat rights of every socket of that session', async () => {
    const { roomId } = await room()
    const user = await insertUser(database.db)
    const socket = await connected({ token: user.token })
    expect(await send(socket, roomId, '还在')).toMatchObject({ ok: true })
    expect(await callJava(server.url, '/login/logout', { token: user.token, body: {} })).toMatchObject({
      status: 'success',
    })
    expect(await send(socket, roomId, '退出了吗')).toEqual({ ok: false, error: LIVE_MESSAGES.chatLoginRequired.id })
  })

  it('a mute applies to the very next line', async () => {
    const { roomId, anchor } = await room()
    const user = await insertUser(database.db)
    const socket = await connected({ token: user.token })
    expect(await send(socket, roomId, '第一句')).toMatchObject({ ok: true })
    const muted = await callJava(server.url, '/live/moderate', {
      token: anchor.token,
      body: { roomId, action: 'mute', uid: user.uid, minutes: 0 },
    })
    expect(muted.status).toBe('success')
    expect(await send(socket, roomId, '第二句')).toEqual({ ok: false, error: LIVE_MESSAGES.chatMuted.id })
  })

  it('moderators cannot remove the anchor’s lines or each other’s; the anchor can', async () => {
    const { roomId, anchor } = await room()
    const moderator = await insertUser(database.db)
    const call = (token: string, body: object) => callJava(server.url, '/live/moderate', { token, body })
    expect((await call(anchor.token, { roomId, action: 'addModerator', uid: moderator.uid })).status).toBe('success')
    const socket = await connected({ token: anchor.token })
    const line = await send(socket, roomId, '主播说的话')
    if (!line.ok) throw new Error(line.error)
    await call(moderator.token, { roomId, action: 'remove', seqs: [line.seq] })
    const history = async () =>
      (
        await callJava<{ list: { seq: number; text: string }[] }>(server.url, '/live/chat', {
          query: { roomId: String(roomId) },
        })
      ).result?.list
    expect((await history())?.find((l) => l.seq === line.seq)?.text).toBe('主播说的话')
    await call(anchor.token, { roomId, action: 'remove', seqs: [line.seq] })
    expect((await history())?.find((l) => l.seq === line.seq)?.text).toBe('')

    // Nor another moderator's: two moderators cannot wipe each other out; the anchor still can.
    const second = await insertUser(database.db)
    expect((await call(anchor.token, { roomId, action: 'addModerator', uid: second.uid })).status).toBe('success')
    const secondSocket = await connected({ token: second.token })
    const theirs = await send(secondSocket, roomId, '房管说的话')
    if (!theirs.ok) throw new Error(theirs.error)
    await call(moderator.token, { roomId, action: 'remove', seqs: [theirs.seq] })
    expect((await history())?.find((l) => l.seq === theirs.seq)?.text).toBe('房管说的话')
    await call(anchor.token, { roomId, action: 'remove', seqs: [theirs.seq] })
    expect((await history())?.find((l) => l.seq === theirs.seq)?.text).toBe('')
  })
})
