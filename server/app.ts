import fastifyCookie from '@fastify/cookie'
import { sql } from 'drizzle-orm'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { type AccountServices, createAccountServices } from './auth/services'
import type { Config } from './config'
import type { Database } from './db/client'
import { trustFunction } from './http/client-address'
import { registerErrorHandling } from './http/errors'
import { createMetrics, type Metrics } from './http/metrics'
import { buildOpenApi } from './http/openapi'
import { API_PREFIX, registerCalls } from './http/register-calls'
import { registerStatic } from './http/static'
import { loadTranslator, type Translator } from './i18n'
import { registerIngestHooks } from './ingest/hooks'
import { registerLiveImageRoute } from './live/image-route'
import { createLivePublisher, type LivePublisher } from './realtime/live-publisher'
import { registerDevRoutes } from './routes/dev/register'
import { HANDLERS } from './routes/handlers'
import { registerAvatarRoute } from './routes/user/avatar-route'

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus metrics; the realtime layer adds its gauges and counters to them. */
    metrics: Metrics
  }
}

export type AppOptions = {
  db: Database
  config: Config
  log: FastifyBaseLogger
  translator?: Translator
  /** Providers and clock of the account side; made from `config` when absent (tests pass their own). */
  accounts?: AccountServices
  /** Where handlers push live-room news; main binds it to socket.io once attached (tests may pass their own). */
  live?: LivePublisher
}

/** The calls' inputs are small; anything bigger is a mistake or an attack. */
const BODY_LIMIT_BYTES = 64 * 1024
const HEALTH_TIMEOUT_MS = 2000

/** The whole HTTP side of Scorecast: /java calls, docs, health, metrics and the built client. */
export async function buildApp({
  db,
  config,
  log,
  translator = loadTranslator(),
  accounts = createAccountServices(config),
  live = createLivePublisher(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    trustProxy: config.trustProxy === false ? false : trustFunction(config.trustProxy),
  })
  const metrics = createMetrics()
  app.decorate('metrics', metrics)

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'not_found'
    metrics.httpDuration.observe(
      { method: request.method, route, code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    )
  })

  await app.register(fastifyCookie)
  const notFound = await registerStatic(app, config.staticDir)
  registerErrorHandling(app, translator, notFound)
  registerCalls(app, { db, config, translator, handlers: HANDLERS, accounts, live })
  registerAvatarRoute(app, db)
  registerLiveImageRoute(app, db)
  registerDevRoutes(app, accounts)
  registerIngestHooks(app, { db, config, live })

  const openApi = buildOpenApi()
  app.get(`${API_PREFIX}/docs`, async () => openApi)

  app.get('/healthz', async (_request, reply) => {
    try {
      await withTimeout(db.execute(sql`select 1`), HEALTH_TIMEOUT_MS)
      return { ok: true }
    } catch (error) {
      app.log.warn({ err: error }, 'health check failed')
      return reply.code(503).send({ ok: false })
    }
  })

  app.get('/metrics', async (_request, reply) => {
    reply.type(metrics.registry.contentType)
    return metrics.registry.metrics()
  })

  return app
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
