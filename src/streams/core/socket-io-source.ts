import { Subscription } from 'rxjs'
import { io, type Socket } from 'socket.io-client'
import { z } from 'zod'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import {
  type ChatSendReply,
  type ClientToServerEvents,
  PROTOCOL_VERSION,
  type Room,
  type ServerToClientEvents,
  serverEventSchemas,
} from '../../../protocol/socket'
import { signedInUid } from '../../api/session-marker'
import type { EventBus } from './bus'
import { type ChatOutcome, type SocketCommands, waitingChat } from './socket-commands'
import type { OpenSocket, SocketSourceOptions } from './socket-options'
import { viewerId } from './viewer-id'

/** The benchmark's probe (bench/): arrival times of match events, keyed `${matchId}:${seq}`. */
type BenchProbe = { arrivals: Map<string, number> }

function benchProbe(): BenchProbe | undefined {
  const probe: unknown = Reflect.get(globalThis, '__scorecastBench')
  return typeof probe === 'object' && probe !== null && Reflect.get(probe, 'arrivals') instanceof Map
    ? (probe as BenchProbe)
    : undefined
}

/** How long a chat line waits for the server's answer before it counts as refused. */
const CHAT_ACK_TIMEOUT_MS = 10_000

const chatSendReplySchema: z.ZodType<ChatSendReply> = z.union([
  z.object({ ok: z.literal(true), seq: z.number().int() }),
  z.object({ ok: z.literal(false), error: z.string() }),
])

function recordArrival(payload: unknown): void {
  const probe = benchProbe()
  if (!probe || typeof payload !== 'object' || payload === null) return
  probe.arrivals.set(`${Reflect.get(payload, 'matchId')}:${Reflect.get(payload, 'seq')}`, performance.now())
}

/**
 * The socket.io source: validates every payload on arrival, reports its connection to the bus, keeps the
 * wanted rooms joined (again after each reconnect). Its match events advance the global cursor only while
 * it is in the 'matches' room and has caught up since it (re)joined: before that, pushes may sit after a gap.
 * What the tabs ask of it (chat lines, re-authentication, connect now) goes through the returned commands.
 */
export function openSocketNow({ bus, rooms, url }: SocketSourceOptions): OpenSocket {
  // forceNew: this socket owns its manager (its listeners are removed on stop).
  // The session rides on the handshake as the HttpOnly cookie (no script sees it), read at every connect;
  // after a login or logout the socket reconnects so that its handshake carries the new cookie. The viewer id
  // (not a secret) lets the server count distinct viewers rather than sockets.
  const auth = (callback: (data: { viewerId: string }) => void) => callback({ viewerId: viewerId() })
  // WebSocket first, long-polling where a proxy refuses it (tryAllTransports): no polling handshake and upgrade
  // (two round trips fewer), and each push its own frame, handled in a task of its own, where a poll's answer
  // carried a burst of them into one task.
  const options = {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    autoConnect: false,
    reconnectionDelayMax: 5000,
    forceNew: true,
    auth,
  }
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = url ? io(url, options) : io(options)
  const joined = new Set<Room>()
  let caughtUp = false

  const send = (kind: 'subscribe' | 'unsubscribe', list: Room[]) => {
    if (list.length === 0) return
    socket.emit(kind, { rooms: list }, (reply) => {
      if (!reply?.ok) console.warn(`socket ${kind} refused`, list)
    })
  }
  /** Who the session marker said was signed in when the handshake went out. */
  let connectedAs: string | null = null
  const reauthenticate = () => {
    if (signedInUid() === connectedAs) return
    socket.disconnect()
    bus.emit({ type: 'socket/connecting' })
    connectedAs = signedInUid()
    socket.connect()
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

  socket.io.on('reconnect_attempt', () => {
    connectedAs = signedInUid()
  })
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

  listenLive(socket, bus)

  const connectNow = () => {
    if (socket.connected) return
    bus.emit({ type: 'socket/connecting' })
    connectedAs = signedInUid()
    socket.connect()
  }
  const commands: SocketCommands = {
    reauthenticate,
    connectNow,
    // An unlock changes no session, but the server re-checks the gated rooms' chat on every auth (the token
    // stays in the HttpOnly cookie: a null token means "the session of this connection's handshake").
    recheckAuth: () => {
      if (socket.connected) socket.emit('auth', { token: null }, () => {})
    },
    sendChat: ({ roomId, text, clientId }, answer) => {
      const emit = (reply: (outcome: ChatOutcome) => void) =>
        socket.timeout(CHAT_ACK_TIMEOUT_MS).emit('chat:send', { roomId, text, clientId }, (error, payload) => {
          const outcome: ChatOutcome | undefined = error ? undefined : chatSendReplySchema.safeParse(payload).data
          reply(outcome ?? { ok: false, error: LIVE_MESSAGES.serverError.id })
        })
      if (socket.connected) return emit(answer)
      // Sent once connected (after the 'connect' handler above re-joined the rooms), if that comes in time.
      const line = waitingChat(answer)
      socket.once('connect', () => line.send(emit))
    },
  }

  const subscription = new Subscription()
  subscription.add(rooms.rooms$.subscribe(syncRooms))
  subscription.add(
    bus.on('sync/caught-up').subscribe(() => {
      if (socket.connected) caughtUp = true
    }),
  )
  subscription.add(() => {
    socket.removeAllListeners()
    socket.io.removeAllListeners()
    socket.disconnect()
  })
  connectNow()
  return { subscription, commands }
}

/** The live rooms' pushes: every payload validated, then onto the bus for the live writer. */
function listenLive(socket: Socket<ServerToClientEvents, ClientToServerEvents>, bus: EventBus): void {
  const handlers = {
    'live:room': (payload: unknown) => {
      const room = serverEventSchemas['live:room'].safeParse(payload)
      if (!room.success) return console.warn('socket: invalid live:room', room.error.message)
      bus.emit({ type: 'live/room', room: room.data, at: Date.now() })
    },
    'chat:lines': (payload: unknown) => {
      const batch = serverEventSchemas['chat:lines'].safeParse(payload)
      if (!batch.success) return console.warn('socket: invalid chat:lines', batch.error.message)
      const { roomId, lines } = batch.data
      // A line of another room in the batch would be a server bug; it is dropped rather than misfiled.
      const messages = lines.filter((line) => line.roomId === roomId)
      bus.emit({ type: 'chat/messages', roomId, messages, origin: 'socket' })
    },
    'live:leaderboard': (payload: unknown) => {
      const board = serverEventSchemas['live:leaderboard'].safeParse(payload)
      if (!board.success) return console.warn('socket: invalid live:leaderboard', board.error.message)
      bus.emit({ type: 'live/leaderboard', board: board.data })
    },
    'plan:settled': (payload: unknown) => {
      const settled = serverEventSchemas['plan:settled'].safeParse(payload)
      if (!settled.success) return console.warn('socket: invalid plan:settled', settled.error.message)
      bus.emit({ type: 'expert/settled', ...settled.data })
    },
    'live:viewers': (payload: unknown) => {
      const viewers = serverEventSchemas['live:viewers'].safeParse(payload)
      if (!viewers.success) return console.warn('socket: invalid live:viewers', viewers.error.message)
      bus.emit({ type: 'live/viewers', ...viewers.data })
    },
  } as const
  for (const [name, handler] of Object.entries(handlers)) socket.on(name as keyof typeof handlers, handler)
  // The chat benchmark (bench/chat-render.ts) feeds pushes through the same handlers, as if they arrived.
  const probe: unknown = Reflect.get(globalThis, '__scorecastBench')
  if (typeof probe === 'object' && probe !== null) {
    Reflect.set(probe, 'receive', (name: keyof typeof handlers, payload: unknown) => handlers[name](payload))
  }
}
