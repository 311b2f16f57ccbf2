import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClientToServerEvents, ServerToClientEvents } from '../../protocol/socket'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { startTestServer, type TestServer } from '../test-support/server'
import { SOCKET_LIMITS } from './socket-guard'

// What a socket's events may cost the database: refused events nothing, accepted ones within their budget,
// each live room's gate read once a second at most (its row, even when there is no such room). Counted by
// the SQL drizzle sends that reads live_rooms.

type Client = Socket<ServerToClientEvents, ClientToServerEvents>

let database: TestDatabase
let server: TestServer
let roomReads = 0
const clients: Client[] = []

beforeAll(async () => {
  database = await openTestDatabase({
    onQuery: (sql) => {
      if (/from "live_rooms"/.test(sql)) roomReads += 1
    },
  })
  server = await startTestServer(database.db)
})
afterAll(async () => {
  for (const client of clients) client.disconnect()
  await server.close()
  await database.close()
})

async function socket(): Promise<Client> {
  const client: Client = connect(server.url, { transports: ['websocket'], forceNew: true })
  clients.push(client)
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve)
    client.once('connect_error', reject)
  })
  return client
}

/** Room names no live room has: each one would be a read of live_rooms if its gate were looked up. */
const madeUp = (from: number, count: number) => Array.from({ length: count }, (_, i) => `live:${1_000_000 + from + i}`)

describe('socket events and the database', () => {
  it('50 refused subscribe events (200 rooms each, the most one may name) read live_rooms 0 times', async () => {
    const client = await socket()
    roomReads = 0
    for (let i = 0; i < 50; i++) {
      const answer = await client.timeout(2_000).emitWithAck('subscribe', { rooms: madeUp(i * 200, 200) })
      expect(answer).toEqual({ ok: false })
    }
    expect(roomReads).toBe(0)
  })

  it('subscribe events past the budget cost nothing; those within it one read a new room', async () => {
    const client = await socket()
    roomReads = 0
    const answers = []
    for (let i = 0; i < SOCKET_LIMITS.subscribePerWindow + 40; i++)
      answers.push(await client.timeout(2_000).emitWithAck('subscribe', { rooms: madeUp(100_000 + i, 1) }))
    // The live-room cap (a watch wall's worth) and the budget both hold.
    const accepted = answers.filter((answer) => answer.ok).length
    expect(accepted).toBeLessThanOrEqual(32)
    expect(roomReads).toBeLessThanOrEqual(accepted)
  })

  it('a flood of auth events re-checks the joined rooms only within the auth budget', async () => {
    const client = await socket()
    await client.timeout(2_000).emitWithAck('subscribe', { rooms: madeUp(200_000, 20) })
    roomReads = 0
    for (let i = 0; i < 50; i++) await client.timeout(2_000).emitWithAck('auth', { token: null })
    expect(roomReads).toBeLessThanOrEqual(SOCKET_LIMITS.authPerWindow * 20)
  })
})
