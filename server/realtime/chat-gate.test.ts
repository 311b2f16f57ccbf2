import { afterEach, describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../protocol/live'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import { insertRoom, insertUser } from '../chat/test-fixtures'
import { roomUnlocks } from '../live/tables'
import { callJava } from '../test-support/auth-client'
import { type ChatClient, connectChatClient } from '../test-support/chat-client'
import { withTestServer } from '../test-support/server'

// The chat of a paid or login-only room is behind the room's gate, like its video: reading the history,
// receiving the lines on a socket and sending lines.

type Client = ChatClient

const clients: Client[] = []

const server = withTestServer()
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect()
})

async function watcher(roomId: number, token: string | null) {
  const { socket, lines } = await connectChatClient(server.url, token, clients)
  await socket.timeout(2000).emitWithAck('subscribe', { rooms: [`live:${roomId}`] })
  return { socket, lines }
}

const history = (roomId: number, token?: string) =>
  callJava<{ list: ChatMessage[] }>(server.url, '/live/chat', {
    query: { roomId: String(roomId) },
    ...(token && { headers: { token } }),
  })

const say = (socket: Client, roomId: number, text: string) =>
  socket.timeout(2000).emitWithAck('chat:send', { roomId, text, clientId: `c-${text}` })

describe('chat of gated rooms', () => {
  it('is closed to visitors of a login-only room and open to users', async () => {
    const anchor = await insertUser(server.db)
    const roomId = await insertRoom(server.db, anchor.uid, { loginOnly: true, state: 'live' })
    const user = await insertUser(server.db)
    expect(await history(roomId)).toMatchObject({ code: 403, errorMsg: LIVE_MESSAGES.loginOnlyRoom.message })
    expect((await history(roomId, user.token)).status).toBe('success')
  })

  it("is closed to a paid room's non-payers: history, lines pushed and lines sent, until they unlock", async () => {
    const anchor = await insertUser(server.db)
    const roomId = await insertRoom(server.db, anchor.uid, { paid: true, state: 'live' })
    const payer = await insertUser(server.db)
    const other = await insertUser(server.db)
    await server.db.insert(roomUnlocks).values({ roomId, userId: payer.uid, broadcastNo: 0, coins: 10, at: 1 })

    expect(await history(roomId)).toMatchObject({ code: 403, errorMsg: LIVE_MESSAGES.paidRoom.message })
    expect(await history(roomId, other.token)).toMatchObject({ code: 403 })
    expect((await history(roomId, payer.token)).status).toBe('success')
    expect((await history(roomId, anchor.token)).status).toBe('success')

    const visitor = await watcher(roomId, null)
    const outsider = await watcher(roomId, other.token)
    const inside = await watcher(roomId, payer.token)
    expect(await say(outsider.socket, roomId, '白看')).toEqual({ ok: false, error: LIVE_MESSAGES.paidRoom.id })
    expect(await say(inside.socket, roomId, '付费了')).toMatchObject({ ok: true })
    await expect.poll(() => inside.lines.map((line) => line.text), { timeout: 10_000 }).toEqual(['付费了'])

    // The outsider pays; the client announces it with a new auth, and the lines reach it from then on.
    await server.db.insert(roomUnlocks).values({ roomId, userId: other.uid, broadcastNo: 0, coins: 10, at: 2 })
    await outsider.socket.timeout(2000).emitWithAck('auth', { token: other.token })
    expect(await say(outsider.socket, roomId, '我也付了')).toMatchObject({ ok: true })
    await expect.poll(() => outsider.lines.map((line) => line.text), { timeout: 10_000 }).toEqual(['我也付了'])
    await expect.poll(() => inside.lines.length, { timeout: 10_000 }).toBe(2)
    expect(visitor.lines).toEqual([])
  })
})
