import type { FastifyBaseLogger } from 'fastify'
import type { Match, MatchEvent } from '../../protocol/match'
import type { Database, DatabaseHandle } from '../db/client'
import { builtinProvider } from './builtin/provider'
import { runIngest } from './ingest'
import { runAsLeader } from './leader'
import { loadProvider } from './load/provider'
import type { FeedProvider } from './provider'
import { Ticker } from './ticker'

export type FeedHandle = {
  stop(): Promise<void>
  /** 'unknown' until the first leader-lock attempt decided; readiness waits for it. */
  role(): 'leader' | 'follower' | 'unknown'
  /**
   * Runs a tick now and resolves once everything due by `now()` is stored and published: lets tests
   * drive the feed with the `now` option instead of sleeping. Resolves at once on a process that is not
   * the feed's leader.
   */
  sync(): Promise<void>
}

export type FeedOptions = {
  db: Database
  /** Match time runs this many times faster than the clock (FEED_SPEED). */
  speed: number
  provider: 'builtin' | 'load'
  load: { liveMatches: number; eventsPerSecond: number }
  log: FastifyBaseLogger
  /** The feed's clock, epoch ms; defaults to Date.now. Calendar days, due events and the load rate follow it. */
  now?: () => number
  /** Called after the events' transaction committed, in seq order per match. */
  publish: (events: MatchEvent[]) => void
  /** New or rescheduled matches. */
  publishMatches: (matches: Match[]) => void
  /**
   * The database handle, for the leader lock when several servers share one PostgreSQL (pass the handle
   * openDatabase returned). Without it this process assumes it is the only one and always leads.
   */
  database?: Pick<DatabaseHandle, 'kind' | 'withSession'>
  /** Seed of the built-in calendar and match scripts (tests); the default gives the shipped calendar. */
  seed?: string
  /** Beijing days before and after today in the built-in calendar (tests); else 30 days of results and 7 ahead. */
  calendarDays?: number
}

/** Starts the match feed: the chosen provider and its one ingest worker, on the leader process only. */
export async function startFeed(options: FeedOptions): Promise<FeedHandle> {
  const now = options.now ?? Date.now
  const ticker = new Ticker()
  const abort = new AbortController()
  const provider: FeedProvider =
    options.provider === 'load'
      ? loadProvider(options.load)
      : builtinProvider({ speed: options.speed, seed: options.seed, calendarDays: options.calendarDays })
  const log = options.log.child({ module: 'feed', provider: provider.name })
  let leading = false
  let roleKnown = false
  // sync() must know whether this process leads; the first lock attempt on PostgreSQL takes a round trip.
  let decided: () => void = () => undefined
  const firstAttempt = new Promise<void>((resolve) => {
    decided = resolve
  })
  const context = { db: options.db, log, now, wait: (ms: number) => ticker.wait(ms), signal: abort.signal }
  const sinks = { db: options.db, log, now, publish: options.publish, publishMatches: options.publishMatches }
  const running = runAsLeader({
    database: options.database,
    signal: abort.signal,
    log,
    onLeading: (value) => {
      leading = value
      roleKnown = true
      decided()
    },
    onFollowing: () => {
      roleKnown = true
      decided()
    },
    work: () => runIngest(provider, context, sinks),
  })
    .catch((error: unknown) => log.error({ err: error }, 'match feed stopped'))
    .finally(() => decided())
  log.info({ speed: options.speed }, 'match feed started')
  return {
    async stop() {
      abort.abort()
      ticker.stop()
      await running
    },
    role: () => (!roleKnown ? 'unknown' : leading ? 'leader' : 'follower'),
    async sync() {
      await firstAttempt
      if (leading) await ticker.sync()
    },
  }
}
