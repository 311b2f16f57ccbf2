import { type ApiSportsStatus, apiSportsList, checkApiSports, newStatus } from '../api-sports/client'
import { type ApiSportsProviderOptions, apiSportsPlan, SCHEDULE_DAYS, utcDate } from '../api-sports/plan'
import { poll } from '../polling'
import type { FeedProvider, ProviderContext, ProviderMessage } from '../provider'
import { API_FOOTBALL, mapFixture } from './mapping'
import { fixtureSchema } from './wire'

export const API_FOOTBALL_URL = 'https://v3.football.api-sports.io'

export type ApiFootballOptions = ApiSportsProviderOptions

const MINUTE = 60_000
/** `fixtures?ids=` takes at most this many ids. */
const IDS_PER_REQUEST = 20

/** The day's budget (api-sports/plan.ts) with one request per 20 live fixtures. */
export function footballPlan(dailyLimit: number, liveFixtures = 1) {
  return apiSportsPlan(dailyLimit, Math.ceil(liveFixtures / IDS_PER_REQUEST))
}

/**
 * The API-Football feed: the week's schedule of the followed leagues by date, then the fixtures under way
 * (from five minutes before kick-off until they end) by id, events included; each change becomes the
 * portal's updates through external-match.ts. Matches it has stored are read back on start.
 */
export function apiFootballProvider(
  options: ApiFootballOptions,
  status?: (status: ApiSportsStatus) => void,
): FeedProvider {
  return {
    name: 'api-football',
    messages(context: ProviderContext): AsyncGenerator<ProviderMessage> {
      const usage = newStatus()
      const get = (path: string, query: Record<string, string>) =>
        apiSportsList({ ...options, ...NAMED }, usage, path, query, context)
      const leagues = new Set(options.leagues)
      /** Fixtures not over yet, by id, with their kick-off: the ones to follow live. */
      const open = new Map<number, number>()
      /**
       * Fixtures the schedule shows under way or over that were not followed yet: fetched by id at once, since
       * only an answer by id carries the events (a state without them would tell goals as bare scores).
       */
      const pending = new Set<number>()
      /** Fixtures seen over, so the schedule does not fetch them again (a correction comes by id while followed). */
      const closed = new Set<number>()
      const due = { schedule: 0, live: 0 }
      return poll(context, {
        label: 'API-Football',
        adapter: API_FOOTBALL,
        schema: fixtureSchema,
        map: mapFixture,
        usage: () => usage,
        ...(status ? { status } : {}),
        seen(match, fixture) {
          if (match.state.status === 'closed') {
            open.delete(fixture.fixture.id)
            closed.add(fixture.fixture.id)
          } else open.set(fixture.fixture.id, match.startTime)
        },
        async round(now, fetched) {
          const following = [...open]
            .filter(([, start]) => start <= now + 5 * MINUTE && start >= now - 6 * 60 * MINUTE)
            .map(([id]) => id)
          const plan = footballPlan(options.dailyLimit, following.length)
          const low = usage.remaining !== null && usage.remaining < options.dailyLimit * 0.05
          if (!low && now >= due.schedule) {
            for (const offset of SCHEDULE_DAYS) {
              const date = utcDate(now, offset)
              const list = await get('/fixtures', { date, timezone: 'UTC' })
              for (const item of list.filter((entry) => leagues.has(leagueOf(entry)))) {
                const short = statusOf(item)
                if (['TBD', 'NS', 'PST', 'CANC'].includes(short) || idOf(item) < 0) fetched.push(item)
                else if (!closed.has(idOf(item))) pending.add(idOf(item))
              }
            }
            due.schedule = now + plan.scheduleMs
          }
          const live = now >= due.live ? following : []
          const ids = [...new Set([...live, ...pending])]
          for (let i = 0; i < ids.length; i += IDS_PER_REQUEST) {
            const chunk = ids.slice(i, i + IDS_PER_REQUEST)
            fetched.push(...(await get('/fixtures', { ids: chunk.join('-') })))
            for (const id of chunk) pending.delete(id)
          }
          if (live.length > 0) due.live = now + plan.liveMs * (low ? 4 : 1)
          return Math.min(low ? Number.POSITIVE_INFINITY : due.schedule, following.length > 0 ? due.live : due.schedule)
        },
      })
    },
  }
}

function statusOf(item: unknown): string {
  const short = (item as { fixture?: { status?: { short?: unknown } } } | null)?.fixture?.status?.short
  return typeof short === 'string' ? short.toUpperCase() : ''
}

function idOf(item: unknown): number {
  const id = (item as { fixture?: { id?: unknown } } | null)?.fixture?.id
  return typeof id === 'number' ? id : -1
}

function leagueOf(item: unknown): number {
  const id = (item as { league?: { id?: unknown } } | null)?.league?.id
  return typeof id === 'number' ? id : -1
}

const NAMED = { name: 'API-Football', keyVariable: 'API_FOOTBALL_KEY' }

/** One cheap request before the feed starts, so a wrong key or URL stops the start. */
export function checkApiFootball(options: Pick<ApiFootballOptions, 'key' | 'baseUrl' | 'fetch'>) {
  return checkApiSports({ ...options, ...NAMED, urlVariable: 'API_FOOTBALL_URL' })
}
