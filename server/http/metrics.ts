import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/**
 * The Prometheus metrics of one app instance. Each instance has its own registry, so tests that start
 * several apps in one process do not collide on metric names.
 */
export type Metrics = {
  registry: Registry
  httpDuration: Histogram<'method' | 'route' | 'code'>
  socketClients: Gauge
  matchEventsPushed: Counter
}

export function createMetrics(): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route pattern and status code.',
      labelNames: ['method', 'route', 'code'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    socketClients: new Gauge({
      name: 'socketio_connected_clients',
      help: 'socket.io clients connected to this process.',
      registers: [registry],
    }),
    matchEventsPushed: new Counter({
      name: 'match_events_pushed_total',
      help: 'Match events handed to socket.io for broadcasting by this process.',
      registers: [registry],
    }),
  }
}

/**
 * GET /metrics: with a token, only for `Authorization: Bearer <token>`; without one, open in a local run
 * (`open`) and absent in a deployment, where it would tell anyone the traffic and internals.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  { token, open }: { token: string | undefined; open: boolean },
): void {
  if (!token && !open) return
  const expected = token ? Buffer.from(`Bearer ${token}`) : null
  app.get('/metrics', async (request, reply) => {
    if (expected) {
      const given = Buffer.from(request.headers.authorization ?? '')
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized')
    }
    reply.type(metrics.registry.contentType)
    return metrics.registry.metrics()
  })
}
