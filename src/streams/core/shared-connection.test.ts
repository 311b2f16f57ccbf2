import { BehaviorSubject, Subscription } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import type { Room } from '../../../protocol/socket'
import { type BusEvent, EventBus } from './bus'
import { type ConnectionModel, initialConnection } from './connection'
import { FOLLOWER_CHAT_TIMEOUT_MS } from './follower-link'
import { HANDOVER_AFTER_MS } from './leader-hub'
import { RoomRegistry, type RoomSource } from './rooms'
import { shareConnection } from './shared-connection'
import type { ChatOutcome, SocketCommands } from './socket-commands'
import { type TabChannel, type TabLocks, type TabMessage, tabMessageSchema } from './tab-messages'
import type { TabVisibility } from './visibility'

// The election and forwarding between tabs, with an in-memory Web Locks and an in-memory channel between
// tabs (messages delivered as a microtask later and checked against the schema, like a BroadcastChannel).

/**
 * Exclusive locks granted in request order; a request's lock is held until its callback's promise settles,
 * or until a request with `steal` takes it (the holder's request then rejects with an AbortError).
 */
class FakeLocks implements TabLocks {
  /** Each held lock's holder: what rejects its request when the lock is stolen. */
  readonly #holders = new Map<string, { stolen: (error: DOMException) => void }>()
  readonly #queues = new Map<string, (() => void)[]>()

  request<T>(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal; steal?: boolean },
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const grant = () => {
        const holder = { stolen: reject }
        this.#holders.set(name, holder)
        Promise.resolve()
          .then(() => callback({ name }))
          .then(resolve, reject)
          .finally(() => {
            if (this.#holders.get(name) === holder) this.#release(name)
          })
      }
      const queue = this.#queues.get(name) ?? []
      this.#queues.set(name, queue)
      if (options.steal) {
        this.#holders.get(name)?.stolen(new DOMException('stolen', 'AbortError'))
        return grant()
      }
      if (!this.#holders.has(name) && queue.length === 0) return grant()
      if (options.ifAvailable) {
        Promise.resolve()
          .then(() => callback(null))
          .then(resolve, reject)
        return
      }
      queue.push(grant)
      options.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(grant)
        if (at < 0) return
        queue.splice(at, 1)
        reject(new DOMException('aborted', 'AbortError'))
      })
    })
  }

  #release(name: string): void {
    this.#holders.delete(name)
    this.#queues.get(name)?.shift()?.()
  }
}

/** A tab's visibility, switched by the test. */
class FakeVisibility implements TabVisibility {
  #shown: boolean
  readonly #listeners = new Set<() => void>()
  constructor(shown: boolean) {
    this.#shown = shown
  }
  shown(): boolean {
    return this.#shown
  }
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
  set(shown: boolean): void {
    this.#shown = shown
    for (const listener of this.#listeners) listener()
  }
}

/** One origin's tab channel: what a tab posts reaches every other tab's listeners, asynchronously. */
class FakeChannels {
  readonly #listeners = new Map<number, Set<(message: TabMessage) => void>>()
  readonly posted: TabMessage[] = []
  #next = 0

  join(): TabChannel {
    const me = this.#next++
    const mine = new Set<(message: TabMessage) => void>()
    this.#listeners.set(me, mine)
    return {
      post: (message) => {
        this.posted.push(message)
        const wire = tabMessageSchema.parse(structuredClone(message))
        for (const [tab, listeners] of this.#listeners)
          if (tab !== me) for (const listener of listeners) queueMicrotask(() => listener(wire))
      },
      listen: (onMessage) => {
        mine.add(onMessage)
        return () => mine.delete(onMessage)
      },
    }
  }
}

/** Lets the queued microtasks (channel deliveries, lock grants) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve()
}

type FakeConnection = {
  rooms: RoomSource
  calls: string[]
  chat: { line: unknown; answer: (outcome: ChatOutcome) => void }[]
  stopped: boolean
}

let locks: FakeLocks
let channels: FakeChannels
const open: Subscription[] = []

beforeEach(() => {
  locks = new FakeLocks()
  channels = new FakeChannels()
})
afterEach(() => {
  for (const tab of open.splice(0)) tab.unsubscribe()
  vi.useRealTimers()
})

function openTab(id: string, options: { page?: EventTarget; visibility?: TabVisibility } = {}) {
  const bus = new EventBus()
  const events: BusEvent[] = []
  bus.events$.subscribe((event) => events.push(event))
  const rooms = new RoomRegistry()
  const connection = new BehaviorSubject<ConnectionModel>(initialConnection(true))
  const connections: FakeConnection[] = []
  const subscription = shareConnection({
    bus,
    rooms,
    connection,
    sharing: { locks, channel: channels.join(), tabId: id, page: options.page, visibility: options.visibility },
    start: (joined) => {
      const own: FakeConnection = { rooms: joined, calls: [], chat: [], stopped: false }
      connections.push(own)
      const commands: SocketCommands = {
        sendChat: (line, answer) => own.chat.push({ line, answer }),
        reauthenticate: () => own.calls.push('reauthenticate'),
        recheckAuth: () => own.calls.push('recheckAuth'),
        connectNow: () => own.calls.push('connectNow'),
      }
      return { subscription: new Subscription(() => (own.stopped = true)), commands }
    },
  })
  open.push(subscription)
  const of = <T extends BusEvent['type']>(type: T) =>
    events.filter((e): e is Extract<BusEvent, { type: T }> => e.type === type)
  return { id, bus, rooms, connection, connections, close: () => subscription.unsubscribe(), of }
}

const wants = (tab: ReturnType<typeof openTab>, room: Room) => tab.rooms.acquire(room)

describe('shareConnection', () => {
  it('connects at once, by itself, without sharing', () => {
    let started = 0
    const sub = shareConnection({
      bus: new EventBus(),
      rooms: new RoomRegistry(),
      connection: new BehaviorSubject(initialConnection(true)),
      sharing: null,
      start: () => {
        started += 1
        return { subscription: new Subscription(), commands: {} as SocketCommands }
      },
    })
    expect(started).toBe(1)
    sub.unsubscribe()
  })

  it('lets the first tab lead; the second borrows its socket for its rooms and mirrors its connection', async () => {
    const first = openTab('a')
    await settle()
    expect(first.connections).toHaveLength(1)
    wants(first, 'matches')
    first.connection.next({ ...first.connection.value, state: 'connected', lastSyncAt: 5 })

    const second = openTab('b')
    const releaseDetail = wants(second, 'match:m1')
    await settle()
    expect(second.connections).toHaveLength(0)
    const socketRooms = first.connections[0]?.rooms
    expect(socketRooms?.current).toEqual(['match:m1', 'matches'])
    expect(second.connection.value).toMatchObject({ state: 'connected', lastSyncAt: 5 })

    releaseDetail()
    await settle()
    expect(socketRooms?.current).toEqual(['matches'])
    first.connection.next({ ...first.connection.value, state: 'reconnecting' })
    await settle()
    expect(second.connection.value.state).toBe('reconnecting')
  })

  it("runs a follower's chat line on the leader's socket and brings the answer back to the follower's bus", async () => {
    const leader = openTab('a')
    await settle()
    const follower = openTab('b')
    await settle()
    follower.bus.emit({ type: 'chat/send', roomId: 1, text: '好球', clientId: 'c1', at: 0 })
    await settle()
    const sent = leader.connections[0]?.chat[0]
    expect(sent?.line).toEqual({ roomId: 1, text: '好球', clientId: 'c1' })
    sent?.answer({ ok: true, seq: 42 })
    await settle()
    expect(follower.of('chat/sent')).toEqual([{ type: 'chat/sent', clientId: 'c1', seq: 42 }])
    expect(leader.of('chat/sent')).toEqual([])
  })

  it('refuses a line the leader never answers, as a socket whose acknowledgement timed out', async () => {
    vi.useFakeTimers()
    openTab('a')
    await settle()
    const follower = openTab('b')
    await settle()
    follower.bus.emit({ type: 'chat/send', roomId: 1, text: '好球', clientId: 'c1', at: 0 })
    await settle()
    vi.advanceTimersByTime(FOLLOWER_CHAT_TIMEOUT_MS - 1)
    expect(follower.of('chat/refused')).toEqual([])
    vi.advanceTimersByTime(1)
    expect(follower.of('chat/refused')).toEqual([
      { type: 'chat/refused', clientId: 'c1', error: LIVE_MESSAGES.serverError.id },
    ])
  })

  it("forwards a follower's reconnect, session change and unlock to the leader's socket", async () => {
    const leader = openTab('a')
    await settle()
    const follower = openTab('b')
    await settle()
    follower.bus.emit({ type: 'action/reconnect' })
    follower.bus.emit({ type: 'account/signed-out' })
    follower.bus.emit({ type: 'live/unlocked', roomId: 3 })
    follower.bus.emit({ type: 'network', online: false })
    await settle()
    expect(leader.connections[0]?.calls).toEqual(['connectNow', 'reauthenticate', 'recheckAuth'])
  })

  it("gives every tab the leader's gift effects and settled plans", async () => {
    const leader = openTab('a')
    await settle()
    const follower = openTab('b')
    await settle()
    leader.bus.emit({ type: 'chat/gifts-played', roomId: 1, lines: [] })
    await settle()
    expect(follower.of('chat/gifts-played')).toEqual([{ type: 'chat/gifts-played', roomId: 1, lines: [] }])
  })

  it('hands the connection to a waiting tab when the leader closes, with the remaining tabs’ rooms', async () => {
    const first = openTab('a')
    await settle()
    const second = openTab('b')
    const third = openTab('c')
    wants(second, 'live:7')
    wants(third, 'match:m2')
    await settle()
    expect(first.connections[0]?.rooms.current).toEqual(['live:7', 'match:m2'])

    first.close()
    await settle()
    expect(first.connections[0]?.stopped).toBe(true)
    expect(second.connections).toHaveLength(1)
    expect(third.connections).toHaveLength(0)
    // The new leader joins its own room and, once told again, the other follower's.
    expect(second.connections[0]?.rooms.current).toEqual(['live:7', 'match:m2'])

    second.close()
    await settle()
    expect(third.connections).toHaveLength(1)
    expect(third.connections[0]?.rooms.current).toEqual(['match:m2'])
  })

  it("leaves a follower's rooms when it says bye or when its document is gone", async () => {
    const leader = openTab('a')
    await settle()
    const page = new EventTarget()
    const leaving = openTab('b', { page })
    const crashing = openTab('c')
    wants(leaving, 'live:1')
    wants(crashing, 'live:2')
    await settle()
    const socketRooms = leader.connections[0]?.rooms
    expect(socketRooms?.current).toEqual(['live:1', 'live:2'])

    page.dispatchEvent(new Event('pagehide'))
    await settle()
    expect(socketRooms?.current).toEqual(['live:2'])

    // No bye: the tab's lock, held for its life, is released with its document.
    crashing.close()
    await settle()
    expect(socketRooms?.current).toEqual([])
  })

  it('hands the connection from a leader in front to a tab behind it, which leads until it is closed', async () => {
    vi.useFakeTimers()
    const firstShown = new FakeVisibility(false)
    const first = openTab('a', { visibility: firstShown })
    await settle()
    wants(first, 'matches')
    first.connection.next({ ...first.connection.value, state: 'connected' })
    const secondShown = new FakeVisibility(true)
    const second = openTab('b', { visibility: secondShown })
    wants(second, 'match:m1')
    await settle()
    // The leader is behind, the follower in front: nothing moves.
    vi.advanceTimersByTime(HANDOVER_AFTER_MS * 5)
    await settle()
    expect(second.connections).toHaveLength(0)

    // The user switches to the leader's tab and stays there.
    secondShown.set(false)
    firstShown.set(true)
    await settle()
    vi.advanceTimersByTime(HANDOVER_AFTER_MS - 1)
    await settle()
    expect(second.connections).toHaveLength(0)
    vi.advanceTimersByTime(1)
    await settle()
    expect(first.connections[0]?.stopped).toBe(true)
    expect(second.connections).toHaveLength(1)
    // The new leader joins both tabs' rooms; the old one shows its connection and sends it its commands.
    expect(second.connections[0]?.rooms.current).toEqual(['match:m1', 'matches'])
    second.connection.next({ ...second.connection.value, state: 'reconnecting' })
    await settle()
    expect(first.connection.value.state).toBe('reconnecting')
    first.bus.emit({ type: 'action/reconnect' })
    await settle()
    expect(second.connections[0]?.calls).toEqual(['connectNow'])
    // The new leader is behind: it keeps the connection however long the old one stays in front.
    vi.advanceTimersByTime(HANDOVER_AFTER_MS * 5)
    await settle()
    expect(first.connections).toHaveLength(1)

    // Closing the new leader hands the connection back to the first tab, which queued again.
    second.close()
    await settle()
    expect(first.connections).toHaveLength(2)
    expect(first.connections[1]?.rooms.current).toEqual(['matches'])
  })

  it('keeps the connection for a glance at the leader, and when no tab is behind', async () => {
    vi.useFakeTimers()
    const leaderShown = new FakeVisibility(false)
    const leader = openTab('a', { visibility: leaderShown })
    await settle()
    const followerShown = new FakeVisibility(false)
    const follower = openTab('b', { visibility: followerShown })
    await settle()
    leaderShown.set(true)
    vi.advanceTimersByTime(HANDOVER_AFTER_MS / 2)
    leaderShown.set(false)
    vi.advanceTimersByTime(HANDOVER_AFTER_MS * 5)
    await settle()
    expect(follower.connections).toHaveLength(0)

    // Two windows side by side, both in front: no tab is behind, the leader keeps the connection.
    leaderShown.set(true)
    followerShown.set(true)
    await settle()
    vi.advanceTimersByTime(HANDOVER_AFTER_MS * 5)
    await settle()
    expect(follower.connections).toHaveLength(0)
    expect(leader.connections).toHaveLength(1)
    expect(leader.connections[0]?.stopped).toBe(false)
  })
})
