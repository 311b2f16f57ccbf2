import type { Server as HttpServer } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { Server } from 'socket.io'
import { PROTOCOL_VERSION, subscribeSchema } from '../../protocol/socket'
import type { Metrics } from '../http/metrics'
import { type Broadcaster, createBroadcaster, type ScorecastServer } from './broadcaster'
import { attachRedisAdapter } from './redis'

/** A socket may watch this many rooms at most, whatever it asks for. */
const MAX_ROOMS_PER_SOCKET = 500

export type Realtime = Broadcaster & {
  io: ScorecastServer
  /** Disconnects every socket and the Redis clients. */
  close(): Promise<void>
}

/** socket.io on the HTTP server at /socket.io, with rooms a client joins by `subscribe`. */
export async function attachRealtime(
  server: HttpServer,
  options: { redisUrl?: string; metrics: Metrics; log: FastifyBaseLogger },
): Promise<Realtime> {
  const { metrics, log } = options
  const io: ScorecastServer = new Server(server, { path: '/socket.io', serveClient: false })
  const closeRedis = options.redisUrl ? await attachRedisAdapter(io, options.redisUrl, log) : async () => {}

  io.on('connection', (socket) => {
    metrics.socketClients.inc()
    socket.on('disconnect', () => metrics.socketClients.dec())
    socket.emit('hello', { protocolVersion: PROTOCOL_VERSION, serverTime: Date.now() })

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
    ...createBroadcaster(io, metrics),
    close: async () => {
      io.disconnectSockets(true)
      // io.close() would also close the HTTP server, which belongs to Fastify; only the engine is ours.
      io.engine.close()
      await io.of('/').adapter.close()
      await closeRedis()
    },
  }
}
