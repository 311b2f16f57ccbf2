import type { AddressInfo } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import pino from 'pino'
import { buildApp } from './app'
import { createDevClock } from './auth/dev-clock'
import { startAuthPruning } from './auth/prune'
import { revokeUnlistedAdmins } from './auth/users'
import { storeBuiltInBoxes } from './blindbox/store'
import { createMatchChatRelay } from './chat/match-relay'
import { type Config, ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { DataDirLockedError } from './db/data-dir-lock'
import { migrate } from './db/migrate'
import { startDemoExperts } from './demo/experts'
import { startDemo } from './demo/index'
import { startSettlement } from './experts/settlement'
import { startFeed } from './feed/index'
import { Readiness } from './http/readiness'
import { startIngest } from './ingest/index'
import { roomChangePusher } from './ingest/push-room'
import { storeBuiltInProducts } from './mall/store'
import { locateFfmpeg } from './media/ffmpeg-path'
import { startNewsWriter } from './news/writer'
import { createLivePublisher } from './realtime/live-publisher'
import { RedisUnavailableError } from './realtime/redis'
import { userRoom } from './realtime/socket-guard'
import { createFeedControl } from './routes/dev/feed-control'
import { attachRealtime } from './routes/sockets/attach'
import { startSearchIndexing } from './search/index-entries'
import { seedCatalogue } from './seed/index'
import { storeBuiltInDocuments } from './site/documents'

/**
 * Video decodes strangers' media, so it runs only through a current ffmpeg (server/media/ffmpeg-path.ts). A
 * deployment that takes video, or any run that named FFMPEG_PATH, does not start without one; a local run
 * starts without video and says what to install.
 */
function checkFfmpeg(config: Config, log: FastifyBaseLogger): void {
  if (config.ingest.mode === 'off') return
  const { found, problem } = locateFfmpeg(config.ingest.ffmpegPath)
  if (found) {
    log.info({ ffmpeg: found.path, ffprobe: found.ffprobe, version: found.version }, 'ffmpeg checked')
    return
  }
  if (config.mode === 'deployed' || config.ingest.ffmpegPath)
    throw new ConfigError(`${problem} — or set INGEST=off to run without video`)
  log.warn(`${problem} — live video and uploads stay off`)
}

/** After this long a shutdown stops waiting for connections to drain. */
const SHUTDOWN_GRACE_MS = 10_000

async function main(): Promise<void> {
  const config = loadConfig()
  const log = pino({ level: config.logLevel })
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled promise rejection'))
  checkFfmpeg(config, log)

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  log.info({ kind: database.kind }, 'database opened')
  const { applied } = await migrate(database)
  if (applied.length > 0) log.info({ applied }, 'migrations applied')
  await seedCatalogue(database.db, log)
  const revoked = await revokeUnlistedAdmins(database.db, new Set(config.accounts.adminMobiles))
  if (revoked.length > 0)
    log.warn({ users: revoked }, 'administrator role removed: their phones are not in ADMIN_MOBILES')
  // Site search: the catalogue indexed now, matches, anchors and rooms every 30 s (server/search).
  const searchIndexing = startSearchIndexing({ db: database.db, log })
  const documents = await storeBuiltInDocuments(database.db)
  if (documents > 0) log.info({ documents }, 'site documents stored')
  const products = await storeBuiltInProducts(database.db, Date.now())
  if (products > 0) log.info({ products }, 'mall products stored')
  // After the products: a box's mall-item prizes become orders of them.
  const boxes = await storeBuiltInBoxes(database.db, Date.now())
  if (boxes > 0) log.info({ boxes }, 'blind boxes and odds versions stored')

  // Expired codes, OAuth tickets and sessions are deleted hourly, so the tables do not grow forever.
  const pruning = startAuthPruning({ db: database.db, log })
  const live = createLivePublisher()
  // /healthz answers 503 until every part below is up (liveness is /healthz/live).
  const readiness = new Readiness().expect('socket.io', 'feed', ...(config.redisUrl ? ['redis'] : []))
  // Tests and developers push a chosen match event in a local run (POST /java/dev/feed).
  const devFeed = config.mode === 'local' ? createFeedControl() : null
  // The accounts' clock (a local run's moves forward with POST /java/dev/clock); coin movements of every kind
  // are stamped with it, so the coin details read in order.
  const devClock = config.mode === 'local' ? createDevClock() : null
  const now = devClock?.now ?? Date.now
  const app = await buildApp({ db: database.db, config, log, live, readiness, devFeed, devClock })
  await app.listen({ port: config.port, host: config.host })
  const realtime = await attachRealtime(app.server, {
    redisUrl: config.redisUrl,
    metrics: app.metrics,
    log,
    db: database.db,
    live,
    chatFloodLimit: config.chatFloodLimit,
    trustProxy: config.trustProxy,
    socketsPerAddress: config.socketsPerAddress,
  })
  live.bind(realtime.io)
  readiness.set('socket.io', true)
  if (config.redisUrl) readiness.check('redis', realtime.redisReady)
  // Goals, games won and final scores become system lines in the chat of live rooms covering the match.
  const matchChat = createMatchChatRelay({ db: database.db, live, log })
  const feed = await startFeed({
    db: database.db,
    speed: config.feedSpeed,
    provider: config.feedProvider,
    load: config.load,
    log,
    // For the leader lock: with several processes on one PostgreSQL, only one runs the feed.
    database,
    publish: (events) => {
      realtime.publishMatchEvents(events)
      void matchChat.onMatchEvents(events)
    },
    publishMatches: realtime.publishMatches,
  })
  readiness.check('feed', () => feed.role() !== 'unknown')
  devFeed?.bind(feed)

  const ingest = await startIngest({
    db: database.db,
    log,
    host: config.host,
    config: config.ingest,
    onRoomChanged: roomChangePusher(database.db, live, log),
  })
  // DEMO_STREAMS demo rooms push generated video into the embedded ingest, so a fresh start shows live rooms.
  const demo = startDemo({
    rooms: config.demoStreams,
    app,
    database,
    live,
    log,
    rtmpPort: ingest.rtmpPort,
    host: config.host,
    ffmpegPath: config.ingest.ffmpegPath,
    chatFloodLimit: config.chatFloodLimit,
  })

  // Plans settle when their match ends; each buyer's open tabs hear the result (and the refund, if any).
  const settlement = startSettlement({
    db: database.db,
    log,
    now,
    onSettled: (settled) => {
      for (const { planId, title, result, buyers } of settled)
        for (const { userId, refunded } of buyers)
          realtime.io.to(userRoom(userId)).emit('plan:settled', { planId, title, result, refunded })
    },
  })
  // Previews before matches start and reports once they end (server/news).
  const newsWriter = startNewsWriter({ db: database.db, log, now })
  const demoExperts =
    config.demoExperts > 0 ? startDemoExperts({ db: database.db, count: config.demoExperts, log, now }) : null

  const { port } = app.server.address() as AddressInfo
  if (config.mode === 'local')
    log.info(
      { mode: config.mode },
      `Local run: login codes are printed here and listed at http://${config.host}:${port}/java/dev/outbox ` +
        '(a deployment needs RUN_MODE=deployed or a non-loopback HOST, and SMS_PROVIDER/EMAIL_PROVIDER)',
    )
  process.stdout.write(`Scorecast is running at http://${config.host}:${port}\n`)

  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'shutting down')
    setTimeout(() => {
      log.error('shutdown took too long; exiting anyway')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    // Stop producing first, then let go of the audience, then the HTTP server, then the data underneath.
    const steps: [string, () => Promise<unknown>][] = [
      ['feed', () => feed.stop()],
      ['pruning', () => pruning.stop()],
      ['search indexing', () => searchIndexing.stop()],
      ['demo', () => demo.stop()],
      ['settlement', () => settlement.stop()],
      ['news writer', () => newsWriter.stop()],
      ['demo experts', async () => demoExperts?.stop()],
      ['ingest', () => ingest.stop()],
      ['realtime', () => realtime.close()],
      ['http', () => app.close()],
      ['database', () => database.close()],
    ]
    for (const [name, step] of steps) {
      try {
        await step()
      } catch (error) {
        log.error({ err: error, step: name }, 'shutdown step failed')
      }
    }
    log.info('stopped')
    process.exit(0)
  }
  process.once('SIGTERM', shutdown)
  process.once('SIGINT', shutdown)
}

main().catch((error: unknown) => {
  // Before the logger exists (a bad variable) the message alone says what to fix; later, the stack helps.
  // A refusal that says what to fix needs no stack either.
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof RedisUnavailableError)
    console.error(error.message)
  else console.error('Scorecast failed to start:', error)
  process.exit(1)
})
