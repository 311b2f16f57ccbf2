import { addDays, beijingDay } from '../../../protocol/calendar'
import { SEVEN_DAYS } from '../../../protocol/calls/match-calendar'
import type { Match } from '../../../protocol/match'
import type { ApiClient } from '../../api/client'
import { monthBounds } from '../../db/queries/calendar'
import { daysOf, type MatchRange } from '../../db/queries/schedule'
import type { EventBus } from '../core/bus'
import { fetchTimeline } from './timeline'

/** The schedule lists every status of its days; results only the closed matches. */
export type RangeKind = 'schedule' | 'results'

/** Matches a seven-day call lists per day; a busier day's rest is paged in with pcMatches. */
const PER_DAY = 500

/**
 * The matches of a day range onto the bus, up to seven days per call (POST /match/getSevenDayMatch, or
 * getSevenDayResults for results), only the range's days: the home's three days are 400 matches, seven
 * would be 950 to check and write on a first load. A day with more matches than one call lists is
 * completed page by page.
 */
export async function loadRange(
  api: ApiClient,
  bus: EventBus,
  range: MatchRange & { kind: RangeKind },
  signal: AbortSignal,
): Promise<void> {
  const { gameId, leagueId, kind } = range
  const days = daysOf(range.fromDay, range.toDay)
  for (let i = 0; i < days.length; i += SEVEN_DAYS) {
    const chunk = days.slice(i, i + SEVEN_DAYS)
    const filters = { gameId, leagueId, perDay: PER_DAY, days: chunk.length }
    const reply =
      kind === 'schedule'
        ? await api.call('sevenDayMatch', { ...filters, day: chunk[0] }, { signal })
        : await api.call('sevenDayResults', { ...filters, day: chunk.at(-1) }, { signal })
    for (const { day, total, list } of reply) {
      if (list.length > 0) bus.emit({ type: 'match/list', matches: list })
      if (total > list.length) await loadWholeDay(api, bus, { day, gameId, leagueId, kind }, signal)
    }
  }
}

async function loadWholeDay(
  api: ApiClient,
  bus: EventBus,
  { day, gameId, leagueId, kind }: { day: string; gameId?: number; leagueId?: string; kind: RangeKind },
  signal: AbortSignal,
): Promise<void> {
  const status = kind === 'results' ? ('closed' as const) : undefined
  let seen = 0
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await api.call('pcMatches', { day, gameId, leagueId, status, pageIndex, pageSize: 1000 }, { signal })
    bus.emit({ type: 'match/list', matches: page.list })
    seen += page.list.length
    if (page.list.length === 0 || seen >= page.total) return
  }
}

/** The server's match count of every day of a month (seven-day calls listing one match per day). */
export async function loadMonthCounts(
  api: ApiClient,
  bus: EventBus,
  { month, gameId }: { month: string; gameId?: number },
  signal: AbortSignal,
): Promise<void> {
  const { first, last } = monthBounds(month)
  const counts: { day: string; total: number }[] = []
  for (let day = first; day <= last; day = addDays(day, SEVEN_DAYS)) {
    const days = Math.min(SEVEN_DAYS, daysOf(day, last).length)
    const reply = await api.call('sevenDayMatch', { gameId, day, perDay: 1, days }, { signal })
    for (const entry of reply) if (entry.day <= last) counts.push({ day: entry.day, total: entry.total })
  }
  bus.emit({ type: 'dayCounts/loaded', scope: gameId ?? 0, counts, at: Date.now() })
}

/** Every league of a game (or of all games), all pages. */
export async function loadLeagues(api: ApiClient, bus: EventBus, gameId: number | undefined, signal: AbortSignal) {
  let seen = 0
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await api.call('matchLeagues', { gameId, pageIndex, pageSize: 500 }, { signal })
    bus.emit({ type: 'leagues/loaded', leagues: page.list, at: Date.now() })
    seen += page.list.length
    if (page.list.length === 0 || seen >= page.total) return page.list
  }
}

export async function loadStandings(
  api: ApiClient,
  bus: EventBus,
  { gameId, leagueId }: { gameId: number; leagueId: string },
  signal: AbortSignal,
): Promise<void> {
  const standings = await api.call('standings', { leagueId }, { signal })
  bus.emit({ type: 'standings/loaded', gameId, leagueId, standings, at: Date.now() })
}

/** Big matches first: top-tier leagues, then long series, then the soonest. */
export function pickPreview(upcoming: readonly Match[], tierOf: (leagueId: string) => number, count: number): Match[] {
  return [...upcoming]
    .sort((a, b) => tierOf(a.leagueId) - tierOf(b.leagueId) || b.bestOf - a.bestOf || a.startTime - b.startTime)
    .slice(0, count)
    .sort((a, b) => a.startTime - b.startTime)
}

/** Everything the home shows: yesterday to tomorrow, and its lists (loadHomeLists). */
export async function loadHome(api: ApiClient, bus: EventBus, signal: AbortSignal): Promise<void> {
  const today = beijingDay(Date.now())
  await Promise.all([
    loadRange(api, bus, { fromDay: addDays(today, -1), toDay: addDays(today, 1), kind: 'schedule' }, signal),
    loadHomeLists(api, bus, signal),
  ])
}

/**
 * The home's lists: the hot list, highlights (finished matches with a playback link), the preview and
 * the standings of a top league.
 */
export async function loadHomeLists(api: ApiClient, bus: EventBus, signal: AbortSignal): Promise<void> {
  const at = Date.now()
  const [hot, past, upcoming, leagues] = await Promise.all([
    api.call('hotLive', { limit: 20 }, { signal }),
    api.call('pastMatches', { pageIndex: 1, pageSize: 100 }, { signal }),
    api.call('upcomingMatches', { pageIndex: 1, pageSize: 100 }, { signal }),
    loadLeagues(api, bus, undefined, signal),
  ])
  const tiers = new Map(leagues.map((league) => [league.id, league.tier]))
  const highlights = past.list.filter((m) => m.playbackUrl !== null).slice(0, 12)
  const preview = pickPreview(upcoming.list, (id) => tiers.get(id) ?? 99, 12)
  bus.emit({ type: 'match/list', matches: [...hot, ...highlights, ...preview] })
  bus.emit({ type: 'matchList/loaded', key: 'hot', ids: hot.map((m) => m.id), at })
  bus.emit({ type: 'matchList/loaded', key: 'highlights', ids: highlights.map((m) => m.id), at })
  bus.emit({ type: 'matchList/loaded', key: 'preview', ids: preview.map((m) => m.id), at })
  // The data section: the busiest top-tier league (football first when it has one).
  const top = [...leagues].sort(
    (a, b) => a.tier - b.tier || b.gameId - a.gameId || b.live + b.upcoming - a.live - a.upcoming,
  )[0]
  if (top) {
    bus.emit({ type: 'homeStandings/picked', gameId: top.gameId, leagueId: top.id })
    await loadStandings(api, bus, { gameId: top.gameId, leagueId: top.id }, signal)
  }
}

/** POST /match/pcMatches for one day, every page, each page onto the bus as it arrives. */
export async function loadDay(api: ApiClient, bus: EventBus, day: string, signal: AbortSignal): Promise<void> {
  let seen = 0
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await api.call('pcMatches', { day, pageIndex, pageSize: 500 }, { signal })
    bus.emit({ type: 'match/list', matches: page.list })
    seen += page.list.length
    if (page.list.length === 0 || seen >= page.total) return
  }
}

/** One match's current state and its whole timeline (the incidents from before this client knew it). */
export async function loadMatch(api: ApiClient, bus: EventBus, matchId: string, signal: AbortSignal): Promise<void> {
  const [match, events] = await Promise.all([
    api.call('matchDetail', { matchId }, { signal }),
    fetchTimeline(api, matchId, 0, signal),
  ])
  bus.emit({ type: 'match/upsert', match })
  bus.emit({ type: 'timeline/loaded', matchId, afterSeq: 0, events })
}
