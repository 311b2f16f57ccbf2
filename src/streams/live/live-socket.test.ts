import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { liveRoomChannel } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { markSignedIn } from '../../api/session-marker'
import { type BusEvent, EventBus } from '../core/bus'
import { RoomRegistry } from '../core/rooms'
import { startSocketSource } from '../core/socket'
import { CHAT_CONNECT_WAIT_MS } from '../core/socket-commands'
import { startFeedServer } from '../core/test-feed-server'
import { until } from '../core/test-support'
import { chatLine, makeRoom } from './live-fixtures'

// The socket source's live handlers against a real socket.io server: pushes validated onto the bus,
// the session carried by the handshake's cookie (a reconnect after login or logout), chat lines sent with 'chat:send' and their answers.

/** localStorage for node: the session marker (src/api/session-marker.ts) reads it. */
class MemoryStorage {
  #items = new Map<string, string>()
  getItem = (key: string) => this.#items.get(key) ?? null
  setItem = (key: string, value: string) => void this.#items.set(key, value)
  removeItem = (key: string) => void this.#items.delete(key)
}
Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true })

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setup() {
  const feed = await startFeedServer([])
  const tokens: (string | null)[] = []
  const handshakes: unknown[] = []
  feed.io.on('connection', (socket) => {
    handshakes.push(socket.handshake.auth)
    socket.on('auth', ({ token }, ack) => {
      tokens.push(token)
      ack({ uid: token ? 7 : null })
    })
    socket.on('chat:send', ({ text }, ack) => {
      if (text === 'slow') return
      ack(text === '加我微信' ? { ok: false, error: LIVE_MESSAGES.chatNonCompliant.id } : { ok: true, seq: 42 })
    })
  })
  const bus = new EventBus()
  const events: BusEvent[] = []
  bus.events$.subscribe((event) => events.push(event))
  const rooms = new RoomRegistry()
  const release = rooms.acquire(liveRoomChannel(1))
  const source = startSocketSource({ bus, rooms, url: feed.origin })
  cleanups.push(
    feed.close,
    () => source.unsubscribe(),
    release,
    () => markSignedIn(null),
  )
  await until(() => feed.io.of('/').adapter.rooms.get(liveRoomChannel(1))?.size === 1, 5000, 'joining the room')
  const of = <T extends BusEvent['type']>(type: T) =>
    events.filter((e): e is Extract<BusEvent, { type: T }> => e.type === type)
  return { feed, bus, of, tokens, handshakes }
}

describe('socket source: live rooms', () => {
  it('puts valid live pushes on the bus and drops invalid ones', async () => {
    const { feed, of } = await setup()
    const to = feed.io.to(liveRoomChannel(1))
    to.emit('chat:lines', { roomId: 1, lines: [{ ...chatLine(1, 1), kind: 'html' }] } as never)
    to.emit('chat:lines', { roomId: 1, lines: [chatLine(1, 2, { text: '<b>不是标记</b>' })] })
    to.emit('live:room', makeRoom({ version: 4 }))
    to.emit('live:viewers', { roomId: 1, viewers: 99 })
    to.emit('live:leaderboard', { roomId: 1, type: 'week', entries: [], at: 5 })
    await until(() => of('live/leaderboard').length === 1, 3000, 'the pushes')
    expect(of('chat/messages')).toEqual([
      { type: 'chat/messages', roomId: 1, messages: [chatLine(1, 2, { text: '<b>不是标记</b>' })], origin: 'socket' },
    ])
    expect(of('live/room')[0]?.room.version).toBe(4)
    expect(of('live/viewers')).toEqual([{ type: 'live/viewers', roomId: 1, viewers: 99 }])
  })

  it('never sends a token itself, and reconnects (a new handshake, new cookie) when the session changes', async () => {
    markSignedIn('7')
    const { bus, of, tokens, handshakes } = await setup()
    // No token in any handshake: only the (non-secret) viewer id; the session rides on the cookie.
    const anonymous = { viewerId: expect.any(String) }
    expect(handshakes).toEqual([anonymous])
    // The start-up check confirming the same user changes nothing.
    bus.emit({ type: 'account/signed-in', user: { uid: 7 } as never, newUser: false })
    markSignedIn(null)
    bus.emit({ type: 'account/signed-out' })
    await until(() => handshakes.length === 2, 3000, 'the reconnect after logout')
    await until(() => of('socket/connected').length === 2, 3000, 'connected again')
    markSignedIn('8')
    bus.emit({ type: 'account/signed-in', user: { uid: 8 } as never, newUser: false })
    await until(() => handshakes.length === 3, 3000, 'the reconnect after login')
    expect(handshakes).toEqual([anonymous, anonymous, anonymous])
    expect(tokens).toEqual([])
  })

  it("sends 'chat/send' lines and reports the answer as 'chat/sent' or 'chat/refused'", async () => {
    const { bus, of } = await setup()
    bus.emit({ type: 'chat/send', roomId: 1, text: '好球', clientId: 'a', at: 1 })
    bus.emit({ type: 'chat/send', roomId: 1, text: '加我微信', clientId: 'b', at: 2 })
    await until(() => of('chat/sent').length + of('chat/refused').length === 2, 3000, 'the answers')
    expect(of('chat/sent')).toEqual([{ type: 'chat/sent', clientId: 'a', seq: 42 }])
    expect(of('chat/refused')).toEqual([
      { type: 'chat/refused', clientId: 'b', error: LIVE_MESSAGES.chatNonCompliant.id },
    ])
  })

  it('holds a line typed while the socket is down, and refuses it once the wait for a connection is over', async () => {
    const { feed, bus, of } = await setup()
    await feed.close()
    await until(() => of('socket/lost').length > 0, 10_000, 'the loss')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    cleanups.push(() => vi.useRealTimers())
    bus.emit({ type: 'chat/send', roomId: 1, text: '好球', clientId: 'c', at: 3 })
    vi.advanceTimersByTime(CHAT_CONNECT_WAIT_MS - 1)
    expect(of('chat/refused')).toEqual([])
    vi.advanceTimersByTime(1)
    expect(of('chat/refused')).toEqual([
      { type: 'chat/refused', clientId: 'c', error: LIVE_MESSAGES.chatNotConnected.id },
    ])
  })
})
