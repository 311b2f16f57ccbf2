import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'
import { redactedUrl } from '../crypto/redact-url'
import { withTimeout } from '../jobs/with-timeout'
import type { ScorecastServer } from './broadcaster'

/** How long the first connection may take before the start fails. */
const CONNECT_TIMEOUT_MS = 5_000
/** Once up, a lost connection is retried at most this far apart. */
const MAX_RECONNECT_DELAY_MS = 3_000

/** REDIS_PREFIX's default. */
export const DEFAULT_REDIS_PREFIX = 'scorecast'

/** REDIS_URL does not lead to a Redis: the process must not start as if it served the shared audience. */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError'
}

export type RedisAdapterHandle = {
  /** Both connections (publisher and subscriber) are up: readiness is down while either is not. */
  ready(): boolean
  close(): Promise<void>
}

/**
 * Puts the Redis adapter under `io`, so an emit in any process reaches the sockets of all of them. A Redis
 * that cannot be reached at start fails the start with a RedisUnavailableError naming REDIS_URL: a process
 * that served its own sockets alone would split the audience without a word (its clients would see 实时
 * and fall behind). Later losses are retried, logged as errors and reported by `ready()`.
 */
export async function attachRedisAdapter(
  io: ScorecastServer,
  redisUrl: string,
  log: FastifyBaseLogger,
  /** REDIS_PREFIX: the adapter's channels are `<prefix>#/#…`, so deployments sharing a Redis never hear each other. */
  prefix = DEFAULT_REDIS_PREFIX,
): Promise<RedisAdapterHandle> {
  let started = false
  const pub = createClient({
    url: redisUrl,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Before the first connection, a failure is final (connect() rejects with it); after, retry.
      reconnectStrategy: (retries: number, cause: Error) =>
        started ? Math.min(100 * 2 ** Math.min(retries, 5), MAX_RECONNECT_DELAY_MS) : cause,
    },
  })
  const sub = pub.duplicate()
  // Without listeners a connection error would be an unhandled 'error' event.
  pub.on('error', (error: unknown) => log.error({ err: error }, 'redis publisher error: REDIS_URL unreachable?'))
  sub.on('error', (error: unknown) => log.error({ err: error }, 'redis subscriber error: REDIS_URL unreachable?'))
  const closeBoth = async () => {
    await Promise.allSettled([pub.close(), sub.close()])
  }
  try {
    await withTimeout(Promise.all([pub.connect(), sub.connect()]), CONNECT_TIMEOUT_MS * 2)
  } catch (error) {
    await Promise.allSettled([pub.destroy(), sub.destroy()])
    throw new RedisUnavailableError(
      `REDIS_URL=${redactedUrl(redisUrl)} cannot be reached (${(error as Error).message}). Fix REDIS_URL, or unset ` +
        'it to run a single process without Redis.',
    )
  }
  started = true
  io.adapter(createAdapter(pub, sub, { key: prefix }))
  log.info({ prefix }, 'socket.io uses the Redis adapter')
  return { ready: () => pub.isReady && sub.isReady, close: closeBoth }
}
