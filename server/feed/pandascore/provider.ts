import { FeedAuthError, type PollingStatus, poll } from '../polling'
import type { FeedProvider, ProviderContext, ProviderMessage } from '../provider'
import { createPandaScoreClient, PAGE_SIZE } from './client'
import { createPandaLive, type LiveStatus } from './live'
import { mapMatch, PANDASCORE } from './mapping'
import { PANDA_GAMES, pandaMatchSchema } from './wire'

export type PandaScoreOptions = {
  token: string
  baseUrl: string
  /** The plan's REST requests per hour (1,000 on the smallest plan, 10,000 on the others). */
  hourlyLimit: number
  /** The live WebSocket API (wss://live.pandascore.co; live.ts), or null when the plan has none. */
  liveUrl?: string | null
  /** The live socket's batching and first retry (live.ts; tests shorten them). */
  liveTiming?: { batchMs: number; retryMs: number }
  fetch?: typeof fetch
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** Schedule read this far ahead, results this far back on the first start (then one day, for corrections). */
const AHEAD_MS = 7 * DAY
const FIRST_PAST_MS = 7 * DAY
const PAST_MS = DAY
/** Pages per list at most: 300 matches of one game in a week is more than any game plays. */
const MAX_PAGES = 3
/** Matches that left the running list fetched one by one per round at most (to learn their final score). */
const FINALS_PER_ROUND = 10

/**
 * How often each list is read so the plan's hourly budget holds with a reserve of 40 % (restarts, retries,
 * paging): the schedule every 30 minutes, recent results every 10, and the running matches as often as the
 * rest allows, never more than every 5 s. `runningPages` is how many pages the running list took last time.
 */
export function pollPlan(hourlyLimit: number, runningPages = 1) {
  const games = PANDA_GAMES.length
  const upcomingMs = 30 * MINUTE
  const pastMs = 10 * MINUTE
  const fixedPerHour = games * 2 * (60 / 30) + games * (60 / 10) + FINALS_PER_ROUND * 3
  const runningBudget = Math.max(1, hourlyLimit * 0.6 - fixedPerHour)
  const runningMs = Math.max(5_000, Math.ceil((3_600_000 * Math.max(1, runningPages)) / runningBudget))
  const perHour = fixedPerHour + (3_600_000 / runningMs) * Math.max(1, runningPages)
  return { runningMs, upcomingMs, pastMs, perHour: Math.round(perHour) }
}

/**
 * The PandaScore feed: polls the REST API (running matches, the week's schedule, the last day's results) and
 * turns each change into the portal's updates (mapping.ts), with leagues and teams resolved to catalogue rows
 * first (refs.ts). What was already stored is read back on start, so a restart resumes without duplicates.
 * With `liveUrl`, each running match PandaScore serves live is followed on its WebSocket too (live.ts): its
 * frames wake the loop, which maps the match's last REST answer again with them (at most four times a second).
 */
export function pandascoreProvider(
  options: PandaScoreOptions,
  status?: (status: PollingStatus) => void,
  liveStatus?: (status: LiveStatus) => void,
): FeedProvider {
  return {
    name: 'pandascore',
    messages(context: ProviderContext): AsyncGenerator<ProviderMessage> {
      const client = createPandaScoreClient({
        baseUrl: options.baseUrl,
        token: options.token,
        now: context.now,
        signal: context.signal,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
      /** Matches last seen running: when one leaves the running list, it is fetched for its final score. */
      const running = new Set<string>()
      /** The running list's last answer per match, mapped again when frames come in between two reads. */
      const lastRunning = new Map<number, unknown>()
      const live = options.liveUrl
        ? createPandaLive({
            url: options.liveUrl,
            token: options.token,
            log: context.log,
            now: context.now,
            onFrames: () => context.wake?.(),
            ...options.liveTiming,
          })
        : null
      context.signal.addEventListener('abort', () => live?.close(), { once: true })
      const due = { running: 0, upcoming: 0, past: 0 }
      let firstPast = true
      let runningPages = 1
      const list = (path: string, query: Record<string, string>) => client.list(path, query, MAX_PAGES)
      return poll(context, {
        label: 'PandaScore',
        adapter: PANDASCORE,
        schema: pandaMatchSchema,
        map: (item, now) => mapMatch(item, now, live?.games(item.id)),
        usage: () => client.usage,
        ...(status ? { status } : {}),
        async round(now, fetched) {
          const plan = pollPlan(options.hourlyLimit, runningPages)
          const low = client.usage.remaining !== null && client.usage.remaining < options.hourlyLimit * 0.05
          if (now >= due.running) {
            const items = await list('/matches/running', {})
            runningPages = Math.max(1, Math.ceil(items.length / PAGE_SIZE))
            fetched.push(...items)
            const stillRunning = new Set(items.map((item) => idOf(item)))
            const left = [...running].filter((id) => !stillRunning.has(id)).slice(0, FINALS_PER_ROUND)
            for (const id of left) {
              fetched.push(await client.one(`/matches/${encodeURIComponent(id)}`))
              running.delete(id)
            }
            for (const id of stillRunning) if (id) running.add(id)
            due.running = now + plan.runningMs * (low ? 4 : 1)
            if (live) {
              lastRunning.clear()
              for (const item of items) lastRunning.set(Number(idOf(item)), item)
              live.keep(items.filter(servedLive).map((item) => Number(idOf(item))))
              // The items just read are mapped with every frame so far: nothing is left to map again.
              live.takeChanged()
            }
          } else if (live) {
            for (const id of live.takeChanged()) {
              const item = lastRunning.get(id)
              if (item) fetched.push(item)
            }
          }
          if (live) liveStatus?.(live.status())
          // Low on budget: only the running matches until the hour frees some.
          if (low) return due.running
          if (now >= due.upcoming) {
            const window = range(now - 6 * 60 * MINUTE, now + AHEAD_MS)
            for (const game of PANDA_GAMES)
              fetched.push(
                ...(await list(`/${game.path}/matches/upcoming`, {
                  'range[scheduled_at]': window,
                  sort: 'scheduled_at',
                })),
              )
            due.upcoming = now + plan.upcomingMs
          }
          if (now >= due.past) {
            // Up to a week ahead too: a future match cancelled or postponed is listed as past.
            const window = range(now - (firstPast ? FIRST_PAST_MS : PAST_MS), now + AHEAD_MS)
            for (const game of PANDA_GAMES)
              fetched.push(
                ...(await list(`/${game.path}/matches/past`, { 'range[scheduled_at]': window, sort: '-scheduled_at' })),
              )
            firstPast = false
            due.past = now + plan.pastMs
          }
          return Math.min(due.running, due.upcoming, due.past)
        },
      })
    },
  }
}

function idOf(item: unknown): string {
  const id = (item as { id?: unknown } | null)?.id
  return typeof id === 'number' || typeof id === 'string' ? String(id) : ''
}

/** Whether PandaScore serves a match on its live WebSocket API (its `live.supported`). */
function servedLive(item: unknown): boolean {
  return (item as { live?: { supported?: unknown } | null } | null)?.live?.supported === true
}

function range(from: number, to: number): string {
  return `${new Date(from).toISOString()},${new Date(to).toISOString()}`
}

/**
 * One cheap request before the feed starts, so a wrong token or URL stops the start with a message instead
 * of leaving a silent empty portal. Resolves with the budget left; rejects with the reason in words.
 */
export async function checkPandaScore(options: PandaScoreOptions): Promise<{ remaining: number | null }> {
  const client = createPandaScoreClient({
    baseUrl: options.baseUrl,
    token: options.token,
    now: Date.now,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  try {
    await client.list('/videogames', {}, 1)
  } catch (error) {
    if (error instanceof FeedAuthError) throw error
    throw new Error(`PANDASCORE_API_URL=${options.baseUrl} does not answer as PandaScore: ${(error as Error).message}`)
  }
  return { remaining: client.usage.remaining }
}
