import type { Server as HttpServer } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { Server } from 'socket.io'
import { z } from 'zod'
import { PROTOCOL_VERSION, SOCKET_REFUSALS, subscribeSchema } from '../../../protocol/socket'
import { createChatLimiter } from '../../chat/limiter'
import { createChatLineWriter } from '../../chat/line-writer'
import { createChatRules } from '../../chat/rules-cache'
import { startViewerCounts } from '../../chat/viewers'
import type { Database } from '../../db/client'
import type { TrustProxy } from '../../http/client-address'
import type { Metrics } from '../../http/metrics'
import { type Broadcaster, createBroadcaster, type ScorecastServer } from '../../realtime/broadcaster'
import type { LivePublisher } from '../../realtime/live-publisher'
import { attachRedisAdapter } from '../../realtime/redis'
import { createConnectionGate, eventBudget, SOCKET_LIMITS, userRoom } from '../../realtime/socket-guard'
import { registerChatHandlers } from './chat-socket'

/** A socket may watch this many rooms at most, whatever it asks for. */
const MAX_ROOMS_PER_SOCKET = 500
/** Live rooms (chat and viewer counts, each with a gate to check) one socket may be in: a watch wall's worth. */
const MAX_LIVE_ROOMS_PER_SOCKET = 32
const liveRoomsOf = (rooms: Iterable<string>) => {
  let count = 0
  for (const room of rooms) if (room.startsWith('live:')) count += 1
  return count
}
/** How processes tell each other that a user's sessions changed (serverSideEmit, with the Redis adapter). */
const SESSION_EVENT = 'session:changed'
const sessionChangeSchema = z.object({ userId: z.number().int().min(1) })
/** How processes tell each other that a room's chat rules changed (their rules caches forget the room). */
const RULES_EVENT = 'chat:rules-changed'
const rulesChangeSchema = z.object({ roomId: z.number().int().min(1) })

export type Realtime = Broadcaster & {
  io: ScorecastServer
  /** Whether the Redis adapter's connections are up; always true without REDIS_URL. */
  redisReady(): boolean
  /**
   * Closes every socket's connection the way a lost network does, so each client reconnects at once — to
   * another process, once this one's listener is closed (a drain). Sockets told to disconnect by the server
   * would not come back by themselves.
   */
  handOver(): void
  /** Hands every socket over and closes the Redis clients. */
  close(): Promise<void>
}

/** The flood limit when the caller sets none: lines per user and 3 s (CHAT_FLOOD_LIMIT). */
export const DEFAULT_CHAT_FLOOD_LIMIT = 5

export type RealtimeOptions = {
  redisUrl?: string
  /** REDIS_PREFIX: the adapter's channel prefix (deployments sharing a Redis). */
  redisPrefix?: string
  metrics: Metrics
  log: FastifyBaseLogger
  /** Chat lines, mutes and viewer counts are read and written here. */
  db: Database
  /** Where accepted chat lines and viewer counts are pushed (the app's publisher, bound to this io). */
  live: LivePublisher
  /** Lines one user may send per 3 s across rooms; 0 turns the limit off (benchmarks). */
  chatFloodLimit?: number
  /** TRUST_PROXY: which address a socket's connection caps count it under. */
  trustProxy?: TrustProxy
  /** Sockets one address may hold open here (SOCKETS_PER_ADDRESS); 0 is no cap. */
  socketsPerAddress?: number
}

/**
 * socket.io on the HTTP server at /socket.io, with rooms a client joins by `subscribe`, the socket's
 * session (`auth`), chat (`chat:send`) and live rooms' viewer counts.
 */
export async function attachRealtime(server: HttpServer, options: RealtimeOptions): Promise<Realtime> {
  const { metrics, log, db, live } = options
  const io: ScorecastServer = new Server(server, { path: '/socket.io', serveClient: false })
  const redis = options.redisUrl ? await attachRedisAdapter(io, options.redisUrl, log, options.redisPrefix) : null
  const limiter = createChatLimiter(options.chatFloodLimit ?? DEFAULT_CHAT_FLOOD_LIMIT)
  const chat = {
    db,
    live,
    limiter,
    log,
    now: Date.now,
    rules: createChatRules(db, live),
    lines: createChatLineWriter(db),
  }
  const gate = createConnectionGate(options.trustProxy ?? false, options.socketsPerAddress ?? SOCKET_LIMITS.perAddress)
  const viewers = startViewerCounts({
    io,
    db,
    live,
    log,
    crossProcess: options.redisUrl !== undefined,
    identities: gate.identities,
  })
  const sessions = new Map<string, ReturnType<typeof registerChatHandlers>>()
  io.use(gate.middleware)

  // A logout or password change anywhere: every socket of the user, on every process, looks its session up again.
  const recheckUser = (userId: number) => {
    for (const id of io.of('/').adapter.rooms.get(userRoom(userId)) ?? []) sessions.get(id)?.recheck()
  }
  live.onSessionChange((userId) => {
    recheckUser(userId)
    if (options.redisUrl !== undefined) io.serverSideEmit(SESSION_EVENT, { userId })
  })
  if (options.redisUrl !== undefined) {
    io.on(SESSION_EVENT, (payload: unknown) => {
      const parsed = sessionChangeSchema.safeParse(payload)
      if (parsed.success) recheckUser(parsed.data.userId)
    })
    // A mute, a moderator or a room change here: the other processes' rules caches forget the room too.
    live.onChatRulesChange((roomId, fromPeer) => {
      if (!fromPeer) io.serverSideEmit(RULES_EVENT, { roomId })
    })
    io.on(RULES_EVENT, (payload: unknown) => {
      const parsed = rulesChangeSchema.safeParse(payload)
      if (parsed.success) live.chatRulesChanged(parsed.data.roomId, true)
    })
  }

  io.on('connection', (socket) => {
    metrics.socketClients.inc()
    socket.on('disconnect', () => {
      metrics.socketClients.dec()
      sessions.delete(socket.id)
    })
    socket.emit('hello', { protocolVersion: PROTOCOL_VERSION, serverTime: Date.now() })
    const authBudget = eventBudget(SOCKET_LIMITS.authPerWindow, SOCKET_LIMITS.windowMs, Date.now)
    const roomBudget = eventBudget(SOCKET_LIMITS.subscribePerWindow, SOCKET_LIMITS.windowMs, Date.now)

    // The user room follows the socket's session; one user gets at most SOCKET_LIMITS.perUser sockets.
    const onUser = (userId: number | null): boolean => {
      const identity = gate.identities.get(socket.id)
      if (!identity || !socket.connected) return false
      if (identity.userId === userId) return true
      if (identity.userId !== null) socket.leave(userRoom(identity.userId))
      identity.userId = null
      if (userId === null) return true
      if ((io.of('/').adapter.rooms.get(userRoom(userId))?.size ?? 0) >= SOCKET_LIMITS.perUser) {
        socket.emit('refused', { reason: SOCKET_REFUSALS.tooManyForUser })
        socket.disconnect(true)
        return false
      }
      socket.join(userRoom(userId))
      identity.userId = userId
      return true
    }
    sessions.set(socket.id, registerChatHandlers(socket, chat, { onUser, authAllowed: () => authBudget.take() }))

    // Payloads come from the network: validated here, whatever the declared event types say.
    socket.on('subscribe', async (payload: unknown, ack: unknown) => {
      // The budget first, then the caps: only then is anything looked up (the gates of the live rooms).
      const parsed = roomBudget.take() ? subscribeSchema.safeParse(payload) : null
      const rooms = parsed?.success ? parsed.data.rooms.filter((room) => !socket.rooms.has(room)) : null
      const ok =
        rooms !== null &&
        socket.rooms.size + rooms.length <= MAX_ROOMS_PER_SOCKET + 1 &&
        liveRoomsOf(socket.rooms) + liveRoomsOf(rooms) <= MAX_LIVE_ROOMS_PER_SOCKET
      if (ok && rooms.length > 0) {
        // The chat gate locks the live rooms before the join (no line slips through), then checks them.
        const admitted = sessions.get(socket.id)?.admit(rooms)
        await socket.join(rooms)
        await admitted
      }
      if (typeof ack === 'function') ack({ ok })
    })
    socket.on('unsubscribe', async (payload: unknown, ack: unknown) => {
      const parsed = subscribeSchema.safeParse(payload)
      const ok = roomBudget.take() && parsed.success
      if (ok) await Promise.all(parsed.data.rooms.map((room) => socket.leave(room)))
      if (typeof ack === 'function') ack({ ok })
    })
  })

  return {
    io,
    redisReady: () => redis?.ready() ?? true,
    ...createBroadcaster(io, metrics),
    // io.close() would also close the HTTP server, which belongs to Fastify; only the engine is ours.
    handOver: () => io.engine.close(),
    close: async () => {
      viewers.stop()
      limiter.close()
      io.engine.close()
      await io.of('/').adapter.close()
      await redis?.close()
    },
  }
}
