import { type ApiSportsStatus, apiSportsList, checkApiSports, newStatus } from '../api-sports/client'
import { type ApiSportsProviderOptions, apiSportsPlan, SCHEDULE_DAYS, utcDate } from '../api-sports/plan'
import { poll } from '../polling'
import type { FeedProvider, ProviderContext, ProviderMessage } from '../provider'
import { API_BASKETBALL, mapGame } from './mapping'
import { gameSchema } from './wire'

export type ApiBasketballOptions = ApiSportsProviderOptions

const MINUTE = 60_000
const NAMED = { name: 'API-Basketball', keyVariable: 'API_BASKETBALL_KEY' }

/** The day's budget (api-sports/plan.ts) with one request per UTC day that has a game under way. */
export function basketballPlan(dailyLimit: number, liveDays = 1) {
  return apiSportsPlan(dailyLimit, liveDays)
}

/**
 * The API-Basketball feed: the followed leagues' games by date — the week's schedule now and then, and the
 * days with games under way (from five minutes before tip-off) as often as the plan allows; each change
 * becomes the portal's updates through external-match.ts.
 */
export function apiBasketballProvider(
  options: ApiBasketballOptions,
  status?: (status: ApiSportsStatus) => void,
): FeedProvider {
  return {
    name: 'api-basketball',
    messages(context: ProviderContext): AsyncGenerator<ProviderMessage> {
      const usage = newStatus()
      const leagues = new Set(options.leagues)
      const byDate = async (date: string) =>
        (await apiSportsList({ ...options, ...NAMED }, usage, '/games', { date, timezone: 'UTC' }, context)).filter(
          (item) => leagues.has(leagueOf(item)),
        )
      /** Games not over yet, by portal id, with their tip-off. */
      const open = new Map<string, number>()
      const due = { schedule: 0, live: 0 }
      return poll(context, {
        label: 'API-Basketball',
        adapter: API_BASKETBALL,
        schema: gameSchema,
        map: mapGame,
        usage: () => usage,
        ...(status ? { status } : {}),
        seen(match) {
          if (match.state.status === 'closed') open.delete(match.matchId)
          else open.set(match.matchId, match.startTime)
        },
        async round(now, fetched) {
          const days = [
            ...new Set(
              [...open.values()]
                .filter((start) => start <= now + 5 * MINUTE && start >= now - 6 * 60 * MINUTE)
                .map((start) => utcDate(start)),
            ),
          ]
          const plan = basketballPlan(options.dailyLimit, days.length)
          const low = usage.remaining !== null && usage.remaining < options.dailyLimit * 0.05
          if (!low && now >= due.schedule) {
            for (const offset of SCHEDULE_DAYS) fetched.push(...(await byDate(utcDate(now, offset))))
            due.schedule = now + plan.scheduleMs
            due.live = now + plan.liveMs
          } else if (now >= due.live && days.length > 0) {
            for (const day of days) fetched.push(...(await byDate(day)))
            due.live = now + plan.liveMs * (low ? 4 : 1)
          }
          return Math.min(low ? Number.POSITIVE_INFINITY : due.schedule, days.length > 0 ? due.live : due.schedule)
        },
      })
    },
  }
}

function leagueOf(item: unknown): number {
  const id = (item as { league?: { id?: unknown } } | null)?.league?.id
  return typeof id === 'number' ? id : -1
}

/** One cheap request before the feed starts, so a wrong key or URL stops the start. */
export function checkApiBasketball(options: Pick<ApiBasketballOptions, 'key' | 'baseUrl' | 'fetch'>) {
  return checkApiSports({ ...options, ...NAMED, urlVariable: 'API_BASKETBALL_URL' })
}
