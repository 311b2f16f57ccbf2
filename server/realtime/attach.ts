import type { Server as HttpServer } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { Server } from 'socket.io'
import { PROTOCOL_VERSION, subscribeSchema } from '../../protocol/socket'
import { createChatLimiter } from '../chat/limiter'
import { startViewerCounts } from '../chat/viewers'
import type { Database } from '../db/client'
import type { Metrics } from '../http/metrics'
import { type Broadcaster, createBroadcaster, type ScorecastServer } from './broadcaster'
import { registerChatHandlers } from './chat-socket'
import type { LivePublisher } from './live-publisher'
import { attachRedisAdapter } from './redis'

/** A socket may watch this many rooms at most, whatever it asks for. */
const MAX_ROOMS_PER_SOCKET = 500

export type Realtime = Broadcaster & {
  io: ScorecastServer
  /** Whether the Redis adapter's connections are up; always true without REDIS_URL. */
  redisReady(): boolean
  /** Disconnects every socket and the Redis clients. */
  close(): Promise<void>
}

/** The flood limit when the caller sets none: lines per user and 3 s (CHAT_FLOOD_LIMIT). */
export const DEFAULT_CHAT_FLOOD_LIMIT = 5

export type RealtimeOptions = {
  redisUrl?: string
  metrics: Metrics
  log: FastifyBaseLogger
  /** Chat lines, mutes and viewer counts are read and written here. */
  db: Database
  /** Where accepted chat lines and viewer counts are pushed (the app's publisher, bound to this io). */
  live: LivePublisher
  /** Lines one user may send per 3 s across rooms; 0 turns the limit off (benchmarks). */
  chatFloodLimit?: number
}

/**
 * socket.io on the HTTP server at /socket.io, with rooms a client joins by `subscribe`, the socket's
 * session (`auth`), chat (`chat:send`) and live rooms' viewer counts.
 */
export async function attachRealtime(server: HttpServer, options: RealtimeOptions): Promise<Realtime> {
  const { metrics, log, db, live } = options
  const io: ScorecastServer = new Server(server, { path: '/socket.io', serveClient: false })
  const redis = options.redisUrl ? await attachRedisAdapter(io, options.redisUrl, log) : null
  const limiter = createChatLimiter(options.chatFloodLimit ?? DEFAULT_CHAT_FLOOD_LIMIT)
  const chat = { db, live, limiter, log, now: Date.now }
  const viewers = startViewerCounts({ io, db, live, log, crossProcess: options.redisUrl !== undefined })

  io.on('connection', (socket) => {
    metrics.socketClients.inc()
    socket.on('disconnect', () => metrics.socketClients.dec())
    socket.emit('hello', { protocolVersion: PROTOCOL_VERSION, serverTime: Date.now() })
    registerChatHandlers(socket, chat)

    // Payloads come from the network: validated here, whatever the declared event types say.
    socket.on('subscribe', async (payload: unknown, ack: unknown) => {
      const parsed = subscribeSchema.safeParse(payload)
      const ok = parsed.success && socket.rooms.size + parsed.data.rooms.length <= MAX_ROOMS_PER_SOCKET + 1
      if (ok) await socket.join(parsed.data.rooms)
      if (typeof ack === 'function') ack({ ok })
    })
    socket.on('unsubscribe', async (payload: unknown, ack: unknown) => {
      const parsed = subscribeSchema.safeParse(payload)
      if (parsed.success) await Promise.all(parsed.data.rooms.map((room) => socket.leave(room)))
      if (typeof ack === 'function') ack({ ok: parsed.success })
    })
  })

  return {
    io,
    redisReady: () => redis?.ready() ?? true,
    ...createBroadcaster(io, metrics),
    close: async () => {
      viewers.stop()
      limiter.close()
      io.disconnectSockets(true)
      // io.close() would also close the HTTP server, which belongs to Fastify; only the engine is ours.
      io.engine.close()
      await io.of('/').adapter.close()
      await redis?.close()
    },
  }
}
