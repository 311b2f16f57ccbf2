import fastifyCookie from '@fastify/cookie'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { registerArticleImageRoute } from './articles/images'
import { createDevClock, type DevClock } from './auth/dev-clock'
import type { Config } from './config'
import type { Database } from './db/client'
import { registerPlanImageRoute } from './experts/images'
import { registerTeamLogoRoute } from './feed/logos'
import { trustFunction } from './http/client-address'
import { registerCompression } from './http/compression'
import { registerCsrfGuard } from './http/csrf'
import { type Drain, registerDrain } from './http/drain'
import { registerErrorHandling } from './http/errors'
import { inlineStyleHashes } from './http/inline-styles'
import { registerLocalOnlyGuard } from './http/local-only'
import { childLoggerFactory } from './http/log-redaction'
import { addReadinessGauges, createMetrics, type Metrics, registerMetricsRoute } from './http/metrics'
import { buildOpenApi } from './http/openapi'
import { API_PREFIX } from './http/prefix'
import { Readiness, registerHealthRoutes } from './http/readiness'
import { registerSecurityHeaders } from './http/security-headers'
import { registerStatic } from './http/static'
import { databaseStorageHealth, type StorageHealth } from './http/storage-health'
import { loadTranslator, type Translator } from './i18n'
import { registerIngestHooks } from './ingest/hooks'
import { registerLiveImageRoute } from './live/image-route'
import { matchById } from './matches/read'
import { registerPostImageRoute } from './posts/store'
import { createLivePublisher, type LivePublisher } from './realtime/live-publisher'
import { type FeedControl, registerFeedControl } from './routes/dev/feed-control'
import { DEV_PAGE_STYLE_HASH } from './routes/dev/page'
import { registerDevRoutes } from './routes/dev/register'
import { HANDLERS } from './routes/handlers'
import { registerPaymentRoutes } from './routes/payments/provider-routes'
import { registerCalls } from './routes/register-calls'
import { type AccountServices, createAccountServices } from './routes/services'
import { registerAvatarRoute } from './routes/user/avatar-route'
import { registerVideoUploadRoute } from './routes/videos/upload-route'
import { registerSiteFiles } from './site/files'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics; the realtime layer adds its gauges and counters to them. */
    metrics: Metrics
    /** The HTTP side of a graceful shutdown (server/http/drain.ts), driven by main's SIGTERM handler. */
    drain: Drain
  }
}

export type AppOptions = {
  db: Database
  config: Config
  log: FastifyBaseLogger
  translator?: Translator
  /** Providers and clock of the account side; made from `config` when absent (tests pass their own). */
  accounts?: AccountServices
  /** A local run's movable clock (POST /java/dev/clock), used by `accounts` when they are made here. */
  devClock?: DevClock | null
  /** A local run's feed control (POST /java/dev/feed), bound to the feed once main has started it. */
  devFeed?: FeedControl | null
  /** Where handlers push live-room news; main binds it to socket.io once attached (tests may pass their own). */
  live?: LivePublisher
  /** What /healthz waits for; main announces socket.io, Redis and the feed. The database is checked here. */
  readiness?: Readiness
  /** Whether the database can write (made here when absent; tests pass one that retries at once). */
  storageHealth?: StorageHealth
}

/** The calls' inputs are small; anything bigger is a mistake or an attack. */
const BODY_LIMIT_BYTES = 64 * 1024

/** The whole HTTP side of Scorecast: /java calls, docs, health, metrics and the built client. */
export async function buildApp({
  db,
  config,
  log,
  translator = loadTranslator(),
  devClock = config.mode === 'local' ? createDevClock() : null,
  accounts = createAccountServices(config, devClock?.now ?? Date.now, log),
  live = createLivePublisher(),
  readiness = new Readiness(),
  devFeed = null,
  storageHealth,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log,
    childLoggerFactory,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    trustProxy: config.trustProxy === false ? false : trustFunction(config.trustProxy),
  })
  const metrics = createMetrics()
  app.decorate('metrics', metrics)
  app.decorate('drain', registerDrain(app, readiness))

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'not_found'
    metrics.httpDuration.observe(
      { method: request.method, route, code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    )
  })

  await app.register(fastifyCookie)
  await registerSecurityHeaders(app, {
    publicUrl: accounts.publicUrl,
    szUrl: config.szUrl,
    telegramWidget: accounts.telegram !== null && !accounts.telegram.dev,
    styleHashes: [DEV_PAGE_STYLE_HASH, ...inlineStyleHashes(config.staticDir)],
  })
  registerCsrfGuard(app, accounts.publicUrl)
  registerLocalOnlyGuard(app)
  await registerCompression(app)
  registerSiteFiles(app, db, accounts.publicUrl ?? null)
  const notFound = await registerStatic(app, config.staticDir, { matchById: (id) => matchById(db, id) })
  // A write refused by a full disk or read-only storage takes the process out of readiness until a trial write
  // succeeds.
  const storage = storageHealth ?? databaseStorageHealth(db)
  registerErrorHandling(app, translator, notFound, storage)
  registerCalls(app, { db, config, translator, handlers: HANDLERS, accounts, live })
  registerAvatarRoute(app, db)
  registerLiveImageRoute(app, db)
  registerPlanImageRoute(app, db, accounts.now)
  registerArticleImageRoute(app, db)
  registerTeamLogoRoute(app, db)
  registerPostImageRoute(app, db)
  registerPaymentRoutes(app, db, accounts)
  if (config.devInDeployment)
    log.warn(
      'ALLOW_DEV_PROVIDERS=1: this DEPLOYMENT runs development providers, dev login pages and demo rooms — ' +
        'login codes are printed in this log and readable at /java/dev/* from this machine (loopback only). ' +
        'Unset it on any server others can reach.',
    )
  registerDevRoutes(app, accounts, config.mode === 'local', devClock)
  if (config.mode === 'local' && devFeed) registerFeedControl(app, devFeed)
  registerIngestHooks(app, { db, config, live, now: accounts.now })
  registerVideoUploadRoute(app, { db, config, accounts, translator })

  const openApi = buildOpenApi()
  app.get(`${API_PREFIX}/docs`, async () => openApi)

  readiness.check('database', async () => {
    await db.execute(sql`select 1`)
    return true
  })
  readiness.check('storage', () => storage.writable())
  registerHealthRoutes(app, readiness)
  addReadinessGauges(
    metrics,
    () => readiness.probe(2000),
    () => storage.counts,
  )

  registerMetricsRoute(app, metrics, { token: config.metricsToken, open: config.mode === 'local' })

  return app
}
