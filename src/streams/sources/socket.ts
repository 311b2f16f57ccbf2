import { Subscription } from 'rxjs'
import { io, type Socket } from 'socket.io-client'
import {
  type ClientToServerEvents,
  PROTOCOL_VERSION,
  type Room,
  type ServerToClientEvents,
  serverEventSchemas,
} from '../../../protocol/socket'
import type { EventBus } from '../bus'
import type { RoomRegistry } from '../rooms'

export type SocketSourceOptions = {
  bus: EventBus
  rooms: RoomRegistry
  /** Server origin; the page's own origin when unset. */
  url?: string
}

/** The benchmark's probe (bench/): arrival times of match events, keyed `${matchId}:${seq}`. */
type BenchProbe = { arrivals: Map<string, number> }

function benchProbe(): BenchProbe | undefined {
  const probe: unknown = Reflect.get(globalThis, '__scorecastBench')
  return typeof probe === 'object' && probe !== null && Reflect.get(probe, 'arrivals') instanceof Map
    ? (probe as BenchProbe)
    : undefined
}

function recordArrival(payload: unknown): void {
  const probe = benchProbe()
  if (!probe || typeof payload !== 'object' || payload === null) return
  probe.arrivals.set(`${Reflect.get(payload, 'matchId')}:${Reflect.get(payload, 'seq')}`, performance.now())
}

/**
 * The socket.io source: validates every payload on arrival, reports its connection to the bus, keeps the
 * wanted rooms joined (again after each reconnect). Its match events advance the global cursor only while
 * it is in the 'matches' room and has caught up since it (re)joined: before that, pushes may sit after a gap.
 */
export function startSocketSource({ bus, rooms, url }: SocketSourceOptions): Subscription {
  // forceNew: this socket owns its manager (its listeners are removed on stop).
  const options = { path: '/socket.io', autoConnect: false, reconnectionDelayMax: 5000, forceNew: true }
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = url ? io(url, options) : io(options)
  const joined = new Set<Room>()
  let caughtUp = false

  const send = (kind: 'subscribe' | 'unsubscribe', list: Room[]) => {
    if (list.length === 0) return
    socket.emit(kind, { rooms: list }, (reply) => {
      if (!reply?.ok) console.warn(`socket ${kind} refused`, list)
    })
  }
  const syncRooms = (wanted: readonly Room[]) => {
    if (!socket.connected) return
    const added = wanted.filter((room) => !joined.has(room))
    const removed = [...joined].filter((room) => !wanted.includes(room))
    for (const room of added) joined.add(room)
    for (const room of removed) joined.delete(room)
    send('subscribe', added)
    send('unsubscribe', removed)
    if (added.includes('matches')) {
      caughtUp = false
      bus.emit({ type: 'sync/requested' })
    }
  }

  socket.on('connect', () => {
    joined.clear()
    caughtUp = false
    bus.emit({ type: 'socket/connected' })
    const wanted = rooms.current
    for (const room of wanted) joined.add(room)
    send('subscribe', [...wanted])
  })
  socket.on('disconnect', () => {
    joined.clear()
    caughtUp = false
    bus.emit({ type: 'socket/lost', willRetry: socket.active })
  })
  socket.on('connect_error', () => bus.emit({ type: 'socket/failed', willRetry: socket.active }))
  socket.io.on('reconnect_attempt', () => bus.emit({ type: 'socket/retrying' }))

  socket.on('hello', (payload: unknown) => {
    const hello = serverEventSchemas.hello.safeParse(payload)
    if (!hello.success) return console.warn('socket: invalid hello', hello.error.message)
    if (hello.data.protocolVersion !== PROTOCOL_VERSION) {
      console.warn(`socket: server speaks protocol ${hello.data.protocolVersion}, client ${PROTOCOL_VERSION}`)
    }
    bus.emit({ type: 'socket/hello', ...hello.data })
  })
  socket.on('match:event', (payload: unknown) => {
    recordArrival(payload)
    const event = serverEventSchemas['match:event'].safeParse(payload)
    if (!event.success) return console.warn('socket: invalid match:event', event.error.message)
    bus.emit({ type: 'match/event', event: event.data, origin: 'socket', global: caughtUp && joined.has('matches') })
  })
  socket.on('match:upsert', (payload: unknown) => {
    const match = serverEventSchemas['match:upsert'].safeParse(payload)
    if (!match.success) return console.warn('socket: invalid match:upsert', match.error.message)
    bus.emit({ type: 'match/upsert', match: match.data })
  })

  const subscription = new Subscription()
  subscription.add(rooms.rooms$.subscribe(syncRooms))
  subscription.add(
    bus.on('sync/caught-up').subscribe(() => {
      if (socket.connected) caughtUp = true
    }),
  )
  // Back online or asked by the user: try now rather than at the end of socket.io's backoff.
  subscription.add(
    bus.on('network', 'action/reconnect').subscribe((event) => {
      if (event.type === 'network' && !event.online) return
      if (!socket.connected) {
        bus.emit({ type: 'socket/connecting' })
        socket.connect()
      }
    }),
  )
  subscription.add(() => {
    socket.removeAllListeners()
    socket.io.removeAllListeners()
    socket.disconnect()
  })
  bus.emit({ type: 'socket/connecting' })
  socket.connect()
  return subscription
}
