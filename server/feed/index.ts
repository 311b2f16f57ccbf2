import type { FastifyBaseLogger } from 'fastify'
import { type GameKind, gameById } from '../../protocol/games'
import type { IncidentKind, Match, MatchEvent, MatchPhase } from '../../protocol/match'
import type { Database, DatabaseHandle } from '../db/client'
import { matchById } from '../matches/read'
import { type ApiBasketballOptions, apiBasketballProvider } from './api-basketball/provider'
import { type ApiFootballOptions, apiFootballProvider } from './api-football/provider'
import { builtinProvider } from './builtin/provider'
import { runIngest } from './ingest'
import { runAsLeader } from './leader'
import { loadProvider } from './load/provider'
import type { LiveStatus } from './pandascore/live'
import { type PandaScoreOptions, pandascoreProvider } from './pandascore/provider'
import type { PollingStatus } from './polling'
import type { FeedProvider, MatchUpdate } from './provider'
import { type ExternalCatalogue, resolveCatalogue } from './refs'
import { storeUpdates } from './store'
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
  /**
   * Development only (POST /java/dev/feed): stores one point for a side of a live match as the feed's next
   * event, in the ingest's order, and publishes it like any other. With `incident`, the point comes as
   * the game's scoring incident (a goal, a kill…), as a timeline shows it.
   */
  push(matchId: string, side: 'home' | 'guest', incident?: boolean): Promise<FeedPushResult>
  /**
   * Development only (POST /java/dev/feed with `final`): ends a match that has not ended with this final
   * score, stored and published as the feed's next event (plans on it settle from there).
   */
  finish(matchId: string, score: { home: number; guest: number }): Promise<FeedPushResult>
  /**
   * Development only (POST /java/dev/feed with `start`): a match that has not started kicks off now (its
   * first period at 0:0), stored and published as the feed's next event; a story need not wait for the
   * calendar to bring a match of the game it needs.
   */
  start(matchId: string): Promise<FeedPushResult>
}

export type FeedPushResult =
  | { pushed: MatchEvent }
  /**
   * The match does not exist, is not in progress (has ended, for finish; has started, for start), or this
   * process does not run the feed.
   */
  | { refused: 'unknown' | 'notLive' | 'notLeader' }

export type FeedOptions = {
  db: Database
  /** Match time runs this many times faster than the clock (FEED_SPEED). */
  speed: number
  /** The sources of match data, each with its own ingest worker (FEED_PROVIDER, comma-separated). */
  provider: FeedProviderName | FeedProviderName[]
  load: { liveMatches: number; eventsPerSecond: number }
  /** PandaScore's token, URL and hourly budget, when it is one of the providers. */
  pandascore?: PandaScoreOptions
  /** API-Football's key, URL, daily budget and leagues, when it is one of the providers. */
  apiFootball?: ApiFootballOptions
  /** API-Basketball's key, URL, daily budget and leagues, when it is one of the providers. */
  apiBasketball?: ApiBasketballOptions
  /** Each real provider's requests, budget left, errors and last batch, after every round (for /metrics). */
  onProviderStatus?: (provider: string, status: PollingStatus) => void
  /** A provider's live WebSocket figures (PandaScore's frames), after every round (for /metrics). */
  onProviderLive?: (provider: string, status: LiveStatus) => void
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
  /** Days of results of the built-in calendar (FEED_PAST_DAYS); calendarDays, else 30, when not set. */
  pastDays?: number
}

export type FeedProviderName = 'builtin' | 'load' | 'pandascore' | 'api-football' | 'api-basketball'

/** Starts the match feed: the chosen providers, each with its one ingest worker, on the leader process only. */
export async function startFeed(options: FeedOptions): Promise<FeedHandle> {
  const now = options.now ?? Date.now
  const abort = new AbortController()
  const providers = [options.provider].flat().map((name): FeedProvider => {
    if (name === 'load') return loadProvider(options.load)
    if (name === 'pandascore') {
      if (!options.pandascore) throw new Error('FEED_PROVIDER=pandascore needs PANDASCORE_TOKEN')
      return pandascoreProvider(
        options.pandascore,
        (status) => options.onProviderStatus?.('pandascore', status),
        (status) => options.onProviderLive?.('pandascore', status),
      )
    }
    if (name === 'api-football') {
      if (!options.apiFootball) throw new Error('FEED_PROVIDER=api-football needs API_FOOTBALL_KEY')
      return apiFootballProvider(options.apiFootball, (status) => options.onProviderStatus?.('api-football', status))
    }
    if (name === 'api-basketball') {
      if (!options.apiBasketball) throw new Error('FEED_PROVIDER=api-basketball needs API_BASKETBALL_KEY')
      return apiBasketballProvider(options.apiBasketball, (status) =>
        options.onProviderStatus?.('api-basketball', status),
      )
    }
    return builtinProvider({
      speed: options.speed,
      seed: options.seed,
      calendarDays: options.calendarDays,
      pastDays: options.pastDays,
    })
  })
  const log = options.log.child({ module: 'feed', providers: providers.map((p) => p.name).join(',') })
  // One ticker per provider: sync() waits until every provider is back to waiting with nothing due.
  const tickers = providers.map(() => new Ticker())
  let leading = false
  let roleKnown = false
  // sync() must know whether this process leads; the first lock attempt on PostgreSQL takes a round trip.
  let decided: () => void = () => undefined
  const firstAttempt = new Promise<void>((resolve) => {
    decided = resolve
  })
  const context = {
    db: options.db,
    log,
    now,
    signal: abort.signal,
    resolveCatalogue: (provider: string, request: ExternalCatalogue) =>
      exclusive(() => resolveCatalogue(options.db, provider, request, now())),
  }
  const sinks = { db: options.db, log, now, publish: options.publish, publishMatches: options.publishMatches }
  // The ingest's stores and development pushes run one at a time, so global event ids commit in order.
  let queue: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job)
    queue = run.catch(() => undefined)
    return run
  }
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
    work: async (lease) => {
      // The ingest stops when the feed stops or when this process stops leading.
      const signal = AbortSignal.any([abort.signal, lease])
      await Promise.all(
        providers.map((provider, i) => {
          const ticker = tickers[i] as Ticker
          const own = {
            ...context,
            signal,
            log: log.child({ provider: provider.name }),
            wait: (ms: number) => ticker.wait(ms),
            wake: () => ticker.wake(),
          }
          return runIngest(provider, own, sinks, exclusive)
        }),
      )
    },
  })
    .catch((error: unknown) => log.error({ err: error }, 'match feed stopped'))
    .finally(() => decided())
  log.info({ speed: options.speed }, 'match feed started')
  return {
    async stop() {
      abort.abort()
      for (const ticker of tickers) ticker.stop()
      await running
    },
    role: () => (!roleKnown ? 'unknown' : leading ? 'leader' : 'follower'),
    async sync() {
      await firstAttempt
      if (leading) await Promise.all(tickers.map((ticker) => ticker.sync()))
    },
    push: (matchId, side, incident = false) =>
      development(matchId, 'live', (match, at) => [pointFor(match, side, at, incident)]),
    // 'notLive' also answers a finish of a match that has ended already.
    finish: (matchId, score) =>
      development(matchId, ['notStarted', 'live'], (match, at) => [
        ...goalsFor(match, score, at),
        finalFor(match, score, at),
      ]),
    start: (matchId) => development(matchId, 'notStarted', (match, at) => [kickOffFor(match, at)]),
  }

  /**
   * A development push (push, finish, start): on the leader only, in the ingest's order, for a match in one
   * of `statuses`; the updates `of` the match are stored and published, and the last of them is the answer.
   */
  async function development(
    matchId: string,
    statuses: Match['status'] | Match['status'][],
    of: (match: Match, at: number) => MatchUpdate[],
  ): Promise<FeedPushResult> {
    await firstAttempt
    if (!leading) return { refused: 'notLeader' }
    return exclusive(async () => {
      const match = await matchById(options.db, matchId)
      if (!match) return { refused: 'unknown' }
      if (![statuses].flat().includes(match.status)) return { refused: 'notLive' }
      const event = (await storeUpdates(sinks, of(match, now()))).at(-1)
      return event ? { pushed: event } : { refused: 'unknown' }
    })
  }
}

/** The phase a match is in once it kicks off, per kind of game. */
const FIRST_PHASES: Record<GameKind, MatchPhase> = {
  football: 'firstHalf',
  basketball: 'quarter',
  moba: 'inGame',
  fps: 'round',
  battleRoyale: 'inGame',
}

/** A match kicking off now: live, in its first period, 0:0. */
function kickOffFor(match: Match, at: number): MatchUpdate {
  return {
    matchId: match.id,
    type: 'status',
    at,
    state: {
      status: 'live',
      phase: FIRST_PHASES[gameById(match.gameId)?.kind ?? 'moba'],
      period: 1,
      clock: 0,
      homeScore: 0,
      guestScore: 0,
      periods: [{ index: 1, home: 0, guest: 0 }],
      winRate: match.winRate,
    },
    incident: null,
    retracts: null,
  }
}

/**
 * A football match ended at once gets its goals as incidents first (alternating sides, spread over the 90
 * minutes), so its 赛况 and its report tell them; other games end with the final state alone.
 */
function goalsFor(match: Match, score: { home: number; guest: number }, at: number): MatchUpdate[] {
  if (match.gameId !== 202) return []
  const sides: ('home' | 'guest')[] = []
  for (let i = 0; i < Math.max(score.home, score.guest); i++) {
    if (i < score.home) sides.push('home')
    if (i < score.guest) sides.push('guest')
  }
  const running = { home: 0, guest: 0 }
  return sides.map((side, index) => {
    running[side] += 1
    const minute = Math.round(((index + 1) * 88) / (sides.length + 1))
    return {
      matchId: match.id,
      type: 'incident' as const,
      at,
      state: {
        status: 'live' as const,
        phase: 'secondHalf' as const,
        period: 1,
        clock: minute * 60,
        homeScore: running.home,
        guestScore: running.guest,
        periods: [{ index: 1, home: running.home, guest: running.guest }],
        winRate: match.winRate,
      },
      incident: { kind: 'goal' as const, side, period: 1, clock: minute * 60, points: 1, detail: null },
      retracts: null,
    }
  })
}

/** The final state of a match ended at once with `score` (one period holding it). */
function finalFor(match: Match, score: { home: number; guest: number }, at: number): MatchUpdate {
  return {
    matchId: match.id,
    type: 'status',
    at,
    state: {
      status: 'closed',
      phase: 'ended',
      period: 1,
      clock: 0,
      homeScore: score.home,
      guestScore: score.guest,
      periods: [{ index: 1, home: score.home, guest: score.guest }],
      winRate: match.winRate,
    },
    incident: null,
    retracts: null,
  }
}

/** The incident a pushed point comes as, per kind of game. */
const POINT_INCIDENTS: Record<GameKind, IncidentKind> = {
  football: 'goal',
  basketball: 'basket',
  moba: 'kill',
  fps: 'roundWon',
  battleRoyale: 'elimination',
}

/** One point for `side` of a live match, on its state as stored (the current period's score too). */
function pointFor(match: Match, side: 'home' | 'guest', at: number, withIncident = false): MatchUpdate {
  const kind = POINT_INCIDENTS[gameById(match.gameId)?.kind ?? 'moba']
  const periods = match.periods.map((period, i) =>
    i === match.periods.length - 1 ? { ...period, [side]: period[side] + 1 } : period,
  )
  return {
    matchId: match.id,
    type: withIncident ? 'incident' : 'score',
    at,
    state: {
      status: match.status,
      phase: match.phase,
      period: match.period,
      clock: match.clock,
      homeScore: match.homeScore + (side === 'home' ? 1 : 0),
      guestScore: match.guestScore + (side === 'guest' ? 1 : 0),
      periods,
      winRate: match.winRate,
    },
    incident: withIncident ? { kind, side, period: match.period, clock: match.clock, points: 1, detail: null } : null,
    retracts: null,
  }
}
