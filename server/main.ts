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
import { DatabaseUnavailableError } from './db/errors'
import { migrate } from './db/migrate'
import { startDemoExperts } from './demo/experts'
import { startDemo } from './demo/index'
import { startSettlement } from './experts/settlement'
import { checkApiBasketball } from './feed/api-basketball/provider'
import { checkApiFootball } from './feed/api-football/provider'
import { startFeed } from './feed/index'
import { startLogoFetcher } from './feed/logos'
import { checkPandaScore } from './feed/pandascore/provider'
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

/**
 * Each real data provider FEED_PROVIDER names answers one cheap request before the feed starts: a refused
 * token or a URL that is not the provider stops the start with the variable to fix.
 */
async function checkProviders(config: Config, log: FastifyBaseLogger): Promise<void> {
  const { pandascore, apiFootball, apiBasketball } = config
  const checks = [
    pandascore && { name: 'pandascore' as const, url: pandascore.baseUrl, check: () => checkPandaScore(pandascore) },
    apiFootball && {
      name: 'api-football' as const,
      url: apiFootball.baseUrl,
      check: () => checkApiFootball(apiFootball),
    },
    apiBasketball && {
      name: 'api-basketball' as const,
      url: apiBasketball.baseUrl,
      check: () => checkApiBasketball(apiBasketball),
    },
  ] as const
  for (const entry of checks) {
    if (!entry || !config.feedProvider.includes(entry.name)) continue
    const checked = await entry.check().catch((error: Error) => {
      throw new ConfigError(error.message)
    })
    log.info({ provider: entry.name, remaining: checked.remaining, url: entry.url }, 'data provider checked')
  }
}

/** Signals this close together are one signal delivered twice. */
const SAME_SIGNAL_MS = 1_000

/** Past SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS, the jobs' own stopping gets this much more before a forced exit. */
const FORCED_EXIT_MARGIN_MS = 5_000

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
    redisPrefix: config.redisPrefix,
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
  await checkProviders(config, log)
  // Goals, games won and final scores become system lines in the chat of live rooms covering the match.
  const matchChat = createMatchChatRelay({ db: database.db, live, log })
  const feed = await startFeed({
    db: database.db,
    speed: config.feedSpeed,
    pastDays: config.feedPastDays,
    provider: config.feedProvider,
    load: config.load,
    ...(config.pandascore ? { pandascore: config.pandascore } : {}),
    ...(config.apiFootball ? { apiFootball: config.apiFootball } : {}),
    ...(config.apiBasketball ? { apiBasketball: config.apiBasketball } : {}),
    onProviderStatus: (provider, status) => app.metrics.providerStatus(provider, status),
    onProviderLive: (provider, status) => app.metrics.providerLive(provider, status),
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
  app.metrics.feedRole(() => feed.role())
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

  // Plans settle when their match ends, and again when a provider corrects its final score; each buyer's open
  // tabs hear the result (and the refund, if any).
  const settlement = startSettlement({
    db: database.db,
    log,
    now,
    onSettled: (settled) => {
      for (const { planId, title, result, corrected, buyers } of settled)
        for (const { userId, refunded, kept } of buyers)
          realtime.io.to(userRoom(userId)).emit('plan:settled', { planId, title, result, refunded, corrected, kept })
    },
  })
  // Previews before matches start and reports once they end (server/news).
  const newsWriter = startNewsWriter({ db: database.db, log, now })
  // Team logos the real providers name, fetched once into the portal's storage (server/feed/logos.ts); ffmpeg
  // redraws them, so without one teams keep their drawn crests.
  const providerUrls = [config.pandascore?.baseUrl, config.apiFootball?.baseUrl, config.apiBasketball?.baseUrl]
  const logoFfmpeg = providerUrls.some(Boolean) ? locateFfmpeg(config.ingest.ffmpegPath).found?.path : undefined
  const logos = logoFfmpeg
    ? startLogoFetcher({
        db: database.db,
        ffmpegPath: logoFfmpeg,
        configuredHosts: providerUrls.flatMap((url) => (url ? [new URL(url).host] : [])),
        log,
        now,
      })
    : null
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

  let stoppingSince: number | null = null
  // A second signal during SHUTDOWN_DELAY_MS ends the delay (an operator who will not wait); the drain goes on.
  // One within a second of the first is the same signal twice (a process group's, and scripts/run.mjs
  // forwarding it), not a second request.
  let endDelay = () => {}
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stoppingSince !== null) {
      if (Date.now() - stoppingSince < SAME_SIGNAL_MS) return
      log.info({ signal }, 'second signal: the listener closes now')
      return endDelay()
    }
    stoppingSince = Date.now()
    const { delayMs, graceMs } = config.shutdown
    const began = Date.now()
    log.info({ signal, delayMs, graceMs }, 'draining: readiness is 503 from now on')
    setTimeout(
      () => {
        log.error('shutdown took too long; exiting anyway')
        process.exit(1)
      },
      delayMs + graceMs + FORCED_EXIT_MARGIN_MS,
    ).unref()
    // 1. Not ready, still serving: the load balancer moves new traffic away while nothing is refused. A
    // successor started on this DATA_DIR meanwhile waits for the lock instead of being refused.
    app.drain.begin()
    database.announceStop()
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delayMs)
      endDelay = () => {
        clearTimeout(timer)
        resolve()
      }
    })
    // 2. No new connections; live sockets are handed over (they reconnect to another process at once).
    app.drain.stopAccepting()
    realtime.handOver()
    const deadline = Date.now() + graceMs
    // 3. What was already taken is finished, then nothing more is produced, then the data underneath goes.
    const { unfinished } = await app.drain.settled(deadline)
    if (unfinished > 0) log.warn({ unfinished }, 'requests still unfinished at the end of the grace period')
    const steps: [string, () => Promise<unknown>][] = [
      ['feed', () => feed.stop()],
      ['pruning', () => pruning.stop()],
      ['search indexing', () => searchIndexing.stop()],
      ['demo', () => demo.stop()],
      ['settlement', () => settlement.stop()],
      ['news writer', () => newsWriter.stop()],
      ['team logos', async () => logos?.stop()],
      ['demo experts', async () => demoExperts?.stop()],
      ['ingest', () => ingest.stop()],
      ['realtime', () => realtime.close()],
      ['http', () => app.close()],
      ['database', () => database.close()],
    ]
    let failed = unfinished > 0
    for (const [name, step] of steps) {
      try {
        await step()
      } catch (error) {
        failed = true
        log.error({ err: error, step: name }, 'shutdown step failed')
      }
    }
    log.info({ ms: Date.now() - began }, 'stopped')
    process.exit(failed ? 1 : 0)
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

/** Refusals whose message names the variable to fix: printed alone, never with a stack. */
const REFUSALS = [ConfigError, DataDirLockedError, RedisUnavailableError, DatabaseUnavailableError]

main().catch((error: unknown) => {
  if (REFUSALS.some((refusal) => error instanceof refusal)) console.error((error as Error).message)
  // Anything else: what failed in a line, and the stack only when asked for (LOG_LEVEL=debug or trace).
  else if (['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '')) console.error('Scorecast failed to start:', error)
  else
    console.error(
      `Scorecast failed to start: ${error instanceof Error ? error.message : String(error)} ` +
        '(LOG_LEVEL=debug prints where)',
    )
  process.exit(1)
})
