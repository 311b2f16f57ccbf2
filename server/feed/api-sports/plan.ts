/** What an API-Sports adapter is given: its key and URL, the plan's day, the leagues it follows. */
export type ApiSportsProviderOptions = {
  key: string
  baseUrl: string
  /** The plan's requests per day (100 free, 7,500 Pro, 75,000 Ultra…). */
  dailyLimit: number
  /** The API's league ids to follow. */
  leagues: number[]
  fetch?: typeof fetch
}

const MINUTE = 60_000
export const DAY = 24 * 60 * MINUTE
/** Days of schedule read each round: yesterday (late results, corrections) to six days ahead. */
export const SCHEDULE_DAYS = [-1, 0, 1, 2, 3, 4, 5, 6]

/**
 * How often an API-Sports adapter reads so the plan's daily budget holds with a reserve of 40 %: the week's
 * schedule (a request per day) every hour on a paid plan, every 6 hours on the free one; what is under way
 * (`livePerPoll` requests each time) as often as the rest allows, never more than every 15 s, the APIs' own
 * refresh.
 */
export function apiSportsPlan(dailyLimit: number, livePerPoll = 1) {
  const requests = Math.max(1, livePerPoll)
  const scheduleMs = dailyLimit >= 1000 ? 60 * MINUTE : 6 * 60 * MINUTE
  const schedulePerDay = SCHEDULE_DAYS.length * (DAY / scheduleMs)
  const liveBudget = Math.max(1, dailyLimit * 0.6 - schedulePerDay)
  const liveMs = Math.max(15_000, Math.ceil((DAY * requests) / liveBudget))
  return { scheduleMs, liveMs, perDay: Math.round(schedulePerDay + (DAY / liveMs) * requests) }
}

/** The UTC date `offset` days from `now`, as the APIs' `date` parameter takes it. */
export const utcDate = (now: number, offset = 0) => new Date(now + offset * DAY).toISOString().slice(0, 10)
