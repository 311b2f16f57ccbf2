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
  /** A real data provider's figures after its last round (server/feed/pandascore). */
  providerStatus(provider: string, status: ProviderFigures): void
  /** A provider's live WebSocket figures (PandaScore's frames, server/feed/pandascore/live.ts). */
  providerLive(provider: string, status: LiveFigures): void
  /** Where the feed's role is read from (main binds it once the feed has started). */
  feedRole(read: () => 'leader' | 'follower' | 'unknown'): void
}

/** What a real data provider reports of itself. */
export type ProviderFigures = {
  requests: number
  errors: number
  remaining: number | null
  skipped: number
  /** Epoch ms of its last stored batch, null before the first. */
  lastBatchAt: number | null
}

/** What a provider's live WebSocket connections report. */
export type LiveFigures = {
  connections: number
  reconnects: number
  frames: number
  skipped: number
  lastMessageAt: number | null
}

export function createMetrics(): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  /** A gauge per provider, read from each provider's last report when scraped. */
  const gaugeOf =
    <T>(reports: Map<string, T>) =>
    (name: string, help: string, value: (figures: T) => number | null) =>
      new Gauge({
        name,
        help,
        labelNames: ['provider'],
        registers: [registry],
        collect() {
          for (const [provider, figures] of reports) {
            const figure = value(figures)
            if (figure !== null) this.set({ provider }, figure)
          }
        },
      })
  const providers = new Map<string, ProviderFigures>()
  const perProvider = gaugeOf(providers)
  perProvider('feed_provider_requests_total', 'Requests a data provider made since the start.', (f) => f.requests)
  perProvider('feed_provider_errors_total', 'Failed requests of a data provider since the start.', (f) => f.errors)
  perProvider(
    'feed_provider_skipped_total',
    'Malformed items a data provider sent and the feed skipped.',
    (f) => f.skipped,
  )
  perProvider(
    'feed_provider_rate_limit_remaining',
    "Requests left in the provider's hourly budget.",
    (f) => f.remaining,
  )
  perProvider('feed_provider_last_batch_age_seconds', 'Seconds since a data provider last brought matches.', (f) =>
    f.lastBatchAt === null ? null : (Date.now() - f.lastBatchAt) / 1000,
  )
  const lives = new Map<string, LiveFigures>()
  const perLive = gaugeOf(lives)
  perLive('feed_live_connections', "A provider's live WebSocket connections open now.", (f) => f.connections)
  perLive(
    'feed_live_reconnects_total',
    "Reconnects of a provider's live WebSockets since the start.",
    (f) => f.reconnects,
  )
  perLive('feed_live_frames_total', 'Frames a provider pushed since the start.', (f) => f.frames)
  perLive('feed_live_skipped_total', 'Live messages a provider sent and the feed skipped.', (f) => f.skipped)
  perLive(
    'feed_live_last_message_age_seconds',
    "Seconds since a provider's live WebSockets last said anything.",
    (f) => (f.lastMessageAt === null ? null : (Date.now() - f.lastMessageAt) / 1000),
  )
  let role: () => 'leader' | 'follower' | 'unknown' = () => 'unknown'
  new Gauge({
    name: 'feed_leader',
    help: '1 while this process runs the match feed (holds the leader lock), 0 while it follows or before it knows.',
    registers: [registry],
    collect() {
      this.set(role() === 'leader' ? 1 : 0)
    },
  })
  return {
    providerStatus: (provider, figures) => {
      providers.set(provider, figures)
    },
    providerLive: (provider, figures) => {
      lives.set(provider, figures)
    },
    feedRole: (read) => {
      role = read
    },
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

/**
 * Why the process is or is not ready, for the operator's dashboards: one gauge per readiness part (1 up, 0
 * down), whether it is draining, and the writes refused by full or read-only storage.
 */
export function addReadinessGauges(
  metrics: Metrics,
  probe: () => Promise<{ draining?: true; parts: Record<string, 'up' | 'down'> }>,
  storageRefusals: () => ReadonlyMap<string, number>,
): void {
  let latest: Promise<{ draining?: true; parts: Record<string, 'up' | 'down'> }> | null = null
  // One probe serves both gauges of a scrape.
  const probed = () => {
    latest ??= probe().finally(() => {
      setTimeout(() => {
        latest = null
      }, 0)
    })
    return latest
  }
  new Gauge({
    name: 'scorecast_ready_part',
    help: 'Each part readiness waits for: 1 up, 0 down (/readyz answers 503 while any is 0).',
    labelNames: ['part'],
    registers: [metrics.registry],
    async collect() {
      for (const [part, state] of Object.entries((await probed()).parts)) this.set({ part }, state === 'up' ? 1 : 0)
    },
  })
  new Gauge({
    name: 'scorecast_draining',
    help: '1 once a shutdown began (SIGTERM): readiness is 503 and the process is finishing what it took.',
    registers: [metrics.registry],
    async collect() {
      this.set((await probed()).draining ? 1 : 0)
    },
  })
  new Gauge({
    name: 'scorecast_storage_refusals_total',
    help: 'Writes the database refused since the start because its disk was full or its storage read-only.',
    labelNames: ['kind'],
    registers: [metrics.registry],
    collect() {
      for (const [kind, count] of storageRefusals()) this.set({ kind }, count)
    },
  })
}
