import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'
import type { ScorecastServer } from './broadcaster'

/**
 * Puts the Redis adapter under `io`, so an emit in any process reaches the sockets of all of them.
 * Returns the function that disconnects its two clients (publisher and subscriber).
 */
export async function attachRedisAdapter(
  io: ScorecastServer,
  redisUrl: string,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const pub = createClient({ url: redisUrl })
  const sub = pub.duplicate()
  // Without listeners a connection error would be an unhandled 'error' event; node-redis reconnects itself.
  pub.on('error', (error: unknown) => log.error({ err: error }, 'redis publisher error'))
  sub.on('error', (error: unknown) => log.error({ err: error }, 'redis subscriber error'))
  await Promise.all([pub.connect(), sub.connect()])
  io.adapter(createAdapter(pub, sub))
  log.info('socket.io uses the Redis adapter')
  return async () => {
    await Promise.allSettled([pub.close(), sub.close()])
  }
}
