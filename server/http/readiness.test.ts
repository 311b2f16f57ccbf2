import { createServer } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import type { DatabaseHandle } from '../db/client'
import { startFeed } from '../feed/index'
import { RedisUnavailableError } from '../realtime/redis'
import { attachRealtime } from '../routes/sockets/attach'
import { openTestDatabase } from '../test-support/database'
import { Readiness } from './readiness'

// Readiness apart from liveness, wired as main.ts wires it: /healthz answers 503 until socket.io, the Redis
// adapter (when configured) and the feed's role are up, while /healthz/live answers 200 all along.

let database: DatabaseHandle
const log = pino({ level: 'silent' })
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})

async function health(app: Awaited<ReturnType<typeof buildApp>>, path = '/healthz') {
  const reply = await app.inject({ method: 'GET', url: path })
  return { status: reply.statusCode, body: reply.json() as { ok: boolean; parts?: Record<string, string> } }
}

describe('/healthz readiness', () => {
  it('is 503 until socket.io, Redis and the feed role are up, then 200; /healthz/live is 200 throughout', async () => {
    const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent', REDIS_URL: process.env.REDIS_URL })
    const redis = config.redisUrl !== undefined
    const readiness = new Readiness().expect('socket.io', 'feed', ...(redis ? ['redis'] : []))
    const app = await buildApp({ db: database.db, config, log, readiness })
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      expect(await health(app)).toEqual({
        status: 503,
        body: {
          ok: false,
          parts: { 'socket.io': 'down', feed: 'down', database: 'up', storage: 'up', ...(redis && { redis: 'down' }) },
        },
      })
      expect((await health(app, '/healthz/ready')).status).toBe(503)
      expect(await health(app, '/healthz/live')).toEqual({ status: 200, body: { ok: true } })

      const realtime = await attachRealtime(app.server, {
        redisUrl: config.redisUrl,
        metrics: app.metrics,
        log,
        db: database.db,
        live: { bind() {}, onSessionChange() {}, onChatRulesChange() {} } as never,
      })
      readiness.set('socket.io', true)
      if (redis) readiness.check('redis', realtime.redisReady)
      expect((await health(app)).body.parts).toMatchObject({ 'socket.io': 'up', feed: 'down' })
      expect((await health(app)).status).toBe(503)

      const feed = await startFeed({
        db: database.db,
        database,
        speed: 1,
        provider: 'builtin',
        load: { liveMatches: 0, eventsPerSecond: 0 },
        log,
        calendarDays: 0,
        publish: () => {},
        publishMatches: () => {},
      })
      readiness.check('feed', () => feed.role() !== 'unknown')
      await expect.poll(async () => (await health(app)).status, { timeout: 10_000 }).toBe(200)
      expect(feed.role()).toBe('leader')
      await feed.stop()
      await realtime.close()
    } finally {
      await app.close()
    }
  }, 30_000)
})

describe('a REDIS_URL that leads nowhere', () => {
  it('fails the start with an error naming REDIS_URL instead of serving a split audience', async () => {
    const port = await closedPort()
    const app = await buildApp({
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent' }),
      log,
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const attaching = attachRealtime(app.server, {
        redisUrl: `redis://:secret@127.0.0.1:${port}`,
        metrics: app.metrics,
        log,
        db: database.db,
        live: { bind() {}, onSessionChange() {}, onChatRulesChange() {} } as never,
      })
      await expect(attaching).rejects.toThrow(RedisUnavailableError)
      await expect(attaching).rejects.toThrow(
        new RegExp(`^REDIS_URL=redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port} cannot be reached`),
      )
    } finally {
      await app.close()
    }
  })
})

/** A port nothing listens on: bound, then released. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
