import { catchError, EMPTY, exhaustMap, filter, interval, Observable } from 'rxjs'
import type { MatchRange } from '../../db/queries/schedule'
import { abortable, warnUnlessNetwork } from '../core/abortable'
import { beginInterest, type Interest, interest, type LoadStatus, useInterest } from '../core/interest'
import { app, type StreamsDeps } from '../core/runtime'
import { loadMissingFavourites } from './favourites-sync'
import {
  loadDay,
  loadHome,
  loadHomeLists,
  loadLeagues,
  loadMatch,
  loadMonthCounts,
  loadRange,
  type RangeKind,
} from './match-loads'

// Interests of the matches screens: each loads its data into the cache while a screen shows it, again
// after every reconnect, and keeps the 'matches' room joined so pushes keep it fresh.

/** useInterest keys of the interests a route's loader may begin early (beginInterest): named apart from others. */
const HOME_KEY = 'home'
const matchKey = (matchId: string) => `match:${matchId}`

export function dayInterest(deps: StreamsDeps, day: string): Observable<LoadStatus> {
  return interest(deps, 'matches', (signal) => loadDay(deps.api, deps.bus, day, signal), `day ${day}`)
}

export function matchInterest(deps: StreamsDeps, matchId: string): Observable<LoadStatus> {
  return interest(
    deps,
    `match:${matchId}`,
    (signal) => loadMatch(deps.api, deps.bus, matchId, signal),
    `match ${matchId}`,
  )
}

export function rangeInterest(deps: StreamsDeps, range: MatchRange & { kind: RangeKind }): Observable<LoadStatus> {
  const what = `${range.kind} ${range.fromDay}..${range.toDay}`
  return interest(deps, 'matches', (signal) => loadRange(deps.api, deps.bus, range, signal), what)
}

export function monthInterest(deps: StreamsDeps, month: string, gameId?: number): Observable<LoadStatus> {
  const load = (signal: AbortSignal) => loadMonthCounts(deps.api, deps.bus, { month, gameId }, signal)
  return interest(deps, 'matches', load, `month ${month}`)
}

export function leaguesInterest(deps: StreamsDeps, gameId?: number): Observable<LoadStatus> {
  return interest(
    deps,
    gameId === undefined ? 'matches' : `game:${gameId}`,
    (signal) => loadLeagues(deps.api, deps.bus, gameId, signal).then(() => {}),
    'leagues',
  )
}

export function standingsInterest(deps: StreamsDeps, gameId: number, leagueId: string): Observable<LoadStatus> {
  const load = async (signal: AbortSignal) => {
    const standings = await deps.api.call('standings', { leagueId }, { signal })
    deps.bus.emit({ type: 'standings/loaded', gameId, leagueId, standings, at: Date.now() })
  }
  return interest(deps, `game:${gameId}`, load, `standings ${leagueId}`)
}

/** How often the home's lists are fetched again: the hot list and previews change as matches start and end. */
export const HOME_REFRESH_MS = 60_000

/** The home's data, again after reconnects; its lists (not the day lists, pushes keep those) every minute. */
export function homeInterest(deps: StreamsDeps, refreshMs = HOME_REFRESH_MS): Observable<LoadStatus> {
  return new Observable<LoadStatus>((subscriber) => {
    const load = (signal: AbortSignal) => loadHome(deps.api, deps.bus, signal)
    const subscription = interest(deps, 'matches', load, 'home').subscribe(subscriber)
    const refresh$ = interval(refreshMs).pipe(
      filter(() => deps.connection.value.online),
      exhaustMap(() =>
        abortable((signal) => loadHomeLists(deps.api, deps.bus, signal)).pipe(
          catchError((error: unknown) => {
            warnUnlessNetwork('home lists', error)
            return EMPTY
          }),
        ),
      ),
    )
    subscription.add(refresh$.subscribe())
    return subscription
  })
}

export function favouritesInterest(deps: StreamsDeps): Observable<LoadStatus> {
  return interest(deps, 'matches', (signal) => loadMissingFavourites(deps, signal), 'favourites')
}

const rangeKey = (r: MatchRange & { kind: RangeKind }) => `${r.kind}|${r.gameId}|${r.leagueId}|${r.fromDay}|${r.toDay}`

/**
 * While mounted: the day's matches (Beijing day, YYYY-MM-DD) are loaded into the cache (again after a
 * reconnect) and pushes for all matches flow in. Read them with useMatchesOfDay.
 */
export function useDayMatches(day: string): Interest {
  return useInterest(() => dayInterest(app, day), day)
}

/** While mounted: one match's state and timeline are loaded and its room is joined. Read with useMatch/useIncidents. */
export function useMatchInterest(matchId: string): Interest {
  return useInterest(() => matchInterest(app, matchId), matchKey(matchId))
}

/**
 * While mounted: the matches of a day range are loaded into the cache (schedule: every status; results:
 * closed) and kept fresh by pushes. Read them with useScheduleMatches / useResults.
 */
export function useRangeInterest(range: MatchRange & { kind: RangeKind }): Interest {
  return useInterest(() => rangeInterest(app, range), rangeKey(range))
}

/** While mounted: the server's match count of every day of `month` (YYYY-MM). Read with useMatchCountsByDay. */
export function useMonthInterest(month: string, gameId?: number): Interest {
  return useInterest(() => monthInterest(app, month, gameId), `${month}|${gameId}`)
}

/** While mounted: the game's leagues (every game's without one), for the league filter. Read with useLeagues. */
export function useLeaguesInterest(gameId?: number): Interest {
  return useInterest(() => leaguesInterest(app, gameId), String(gameId))
}

/** While mounted: the league's table and leader boards. Read with useStandings. */
export function useStandingsInterest(gameId: number, leagueId: string): Interest {
  return useInterest(() => standingsInterest(app, gameId, leagueId), `${gameId}|${leagueId}`)
}

/** While mounted: yesterday to tomorrow, hot list, highlights, preview and the data section's standings. */
export function useHomeInterest(): Interest {
  return useInterest(() => homeInterest(app), HOME_KEY)
}

/** The home's interest, begun by its route's loader ahead of the first render; useHomeInterest takes it over. */
export function beginHomeInterest(): void {
  beginInterest(HOME_KEY, () => homeInterest(app))
}

/** A match page's interest, begun by its route's loader ahead of the first render; useMatchInterest takes it over. */
export function beginMatchInterest(matchId: string): void {
  beginInterest(matchKey(matchId), () => matchInterest(app, matchId))
}

/** While mounted: followed matches the cache lacks are fetched (and, logged in, the account's list synced). */
export function useFavouritesInterest(): Interest {
  return useInterest(() => favouritesInterest(app), 'favourites')
}
