import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../app'
import { type Config, loadConfig } from '../config'
import type { Database } from '../db/client'
import type { StorageHealth } from '../http/storage-health'
import { createLivePublisher } from '../realtime/live-publisher'
import type { FeedControl } from '../routes/dev/feed-control'
import type { AccountServices } from '../routes/services'
import { attachRealtime, type Realtime } from '../routes/sockets/attach'
import { openTestDatabase, type TestDatabase } from './database'

export type TestServer = {
  app: FastifyInstance
  realtime: Realtime
  /** http://127.0.0.1:<port> */
  url: string
  /** Log lines the app wrote, parsed. */
  logs: Record<string, unknown>[]
  close(): Promise<void>
}

/** The real app and socket.io on 127.0.0.1, port 0, as main.ts wires them (without seed and feed). */
export async function startTestServer(
  db: Database,
  env: Record<string, string | undefined> = {},
  /** Account providers and clock of the test's own making (by default made from the configuration). */
  options: {
    accounts?: (config: Config) => AccountServices
    /** The port to listen on (a restart's); a free one when absent. */
    port?: number
    /** A local run's feed control (POST /java/dev/feed). */
    devFeed?: FeedControl
    /** Whether the database can write, with the test's clock. */
    storageHealth?: StorageHealth
  } = {},
): Promise<TestServer> {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    // A directory without a build, unless the test provides one.
    STATIC_DIR: mkdtempSync(join(tmpdir(), 'scorecast-static-')),
    ...env,
  })
  const logs: Record<string, unknown>[] = []
  const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) })
  const live = createLivePublisher()
  const app = await buildApp({
    db,
    config,
    log,
    accounts: options.accounts?.(config),
    live,
    devFeed: options.devFeed,
    storageHealth: options.storageHealth,
  })
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' })
  const realtime = await attachRealtime(app.server, {
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    metrics: app.metrics,
    log,
    db,
    live,
    chatFloodLimit: config.chatFloodLimit,
    trustProxy: config.trustProxy,
    socketsPerAddress: config.socketsPerAddress,
  })
  live.bind(realtime.io)
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('server is not listening on TCP')
  return {
    app,
    realtime,
    url: `http://127.0.0.1:${address.port}`,
    logs,
    close: async () => {
      await realtime.close()
      await app.close()
    },
  }
}

type StartOptions = NonNullable<Parameters<typeof startTestServer>[2]>

/** A suite's server: the running TestServer's parts and its database, readable inside the suite's tests. */
export type SuiteServer = Pick<TestServer, 'app' | 'realtime' | 'url' | 'logs'> & {
  readonly db: Database
  readonly database: TestDatabase
}

/**
 * The set-up every server suite repeats, once: before the suite's tests a fresh test database (PGlite, or
 * PostgreSQL when DATABASE_URL is set), `prepare` on it (fixtures), then the real app and socket.io on it;
 * after them both closed. Call at the top of a test file (or a describe).
 */
export function withTestServer(
  setup: {
    env?: Record<string, string | undefined>
    options?: StartOptions
    prepare?: (db: Database) => Promise<void>
  } = {},
): SuiteServer {
  let database: TestDatabase | null = null
  let server: TestServer | null = null
  beforeAll(async () => {
    database = await openTestDatabase()
    await setup.prepare?.(database.db)
    server = await startTestServer(database.db, setup.env, setup.options)
  })
  afterAll(async () => {
    await server?.close()
    await database?.close()
  })
  const running = () => {
    if (!server || !database) throw new Error('withTestServer: read outside the tests of its suite')
    return { server, database }
  }
  return {
    get app() {
      return running().server.app
    },
    get realtime() {
      return running().server.realtime
    },
    get url() {
      return running().server.url
    },
    get logs() {
      return running().server.logs
    },
    get db() {
      return running().database.db
    },
    get database() {
      return running().database
    },
  }
}
