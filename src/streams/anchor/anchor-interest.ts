import { useEffect } from 'react'
import {
  catchError,
  distinctUntilChanged,
  EMPTY,
  exhaustMap,
  ignoreElements,
  interval,
  map,
  merge,
  type Observable,
  startWith,
  switchMap,
} from 'rxjs'
import { session } from '../account/account-runtime'
import { abortable, warnUnlessNetwork } from '../core/abortable'
import { type Interest, interest, type LoadStatus, useInterest, useLoadInterest } from '../core/interest'
import { app, type StreamsDeps } from '../core/runtime'
import { loadApplications, loadOwnProfile, loadRevenue, loadSettings, loadStanding } from './anchor-loads'

/** How often the live settings page asks whether the room is live and the ingest receives the stream. */
export const BROADCAST_POLL_MS = 3000

/**
 * While subscribed and online: GET /anchor/isBroadcast at once and every `intervalMs`, onto the bus. A
 * slow answer is not overlapped by the next ask; failures are skipped (the next tick asks again).
 */
export function broadcastPolling(
  deps: Pick<StreamsDeps, 'api' | 'bus' | 'connection'>,
  intervalMs = BROADCAST_POLL_MS,
): Observable<void> {
  return deps.connection.pipe(
    map((model) => model.online),
    distinctUntilChanged(),
    switchMap((online) =>
      online
        ? interval(intervalMs).pipe(
            startWith(0),
            exhaustMap(() =>
              abortable((signal) => deps.api.call('anchorIsBroadcast', {}, { signal })).pipe(
                catchError((error: unknown) => {
                  warnUnlessNetwork('broadcast state', error)
                  return EMPTY
                }),
              ),
            ),
          )
        : EMPTY,
    ),
    map(({ live, publishing }) => deps.bus.emit({ type: 'anchor/broadcast', live, publishing, at: Date.now() })),
  )
}

/** How often the match picker's list is fetched again: matches enter the one-hour window as time passes. */
export const LINKABLE_REFRESH_MS = 60_000

/**
 * The matches an anchor may link (in progress or starting within the hour, §9) of one game, loaded with
 * GET /match/gameLivingFuture and again every minute; the 'matches' room keeps their states fresh.
 */
export function linkableMatchesInterest(
  deps: StreamsDeps,
  gameId: number,
  refreshMs = LINKABLE_REFRESH_MS,
): Observable<LoadStatus> {
  const load = async (signal: AbortSignal) => {
    deps.bus.emit({ type: 'match/list', matches: await deps.api.call('livingFuture', { gameId }, { signal }) })
  }
  const refresh$ = interval(refreshMs).pipe(
    exhaustMap(() =>
      abortable(load).pipe(
        catchError((error: unknown) => {
          warnUnlessNetwork('linkable matches', error)
          return EMPTY
        }),
      ),
    ),
  )
  return merge(interest(deps, 'matches', load, `linkable matches ${gameId}`), refresh$.pipe(ignoreElements()))
}

// Hooks: while mounted, the page's data is loaded into the cache (again after a reconnect). `uid` is the
// logged-in user's id, null while logged out (nothing is loaded then).

export function useAnchorStandingInterest(uid: number | null): Interest {
  return useLoadInterest(`anchor-standing:${uid}`, uid === null ? null : loadStanding)
}

export function useLiveSettingsInterest(uid: number | null): Interest {
  return useLoadInterest(`anchor-settings:${uid}`, uid === null ? null : loadSettings)
}

export function useOwnAnchorProfileInterest(uid: number | null): Interest {
  return useLoadInterest(`anchor-profile:${uid}`, uid === null ? null : loadOwnProfile)
}

export function useRevenueInterest(uid: number | null, days: 7 | 14 | 30): Interest {
  return useLoadInterest(`anchor-revenue:${uid}:${days}`, uid === null ? null : loadRevenue(days))
}

export function useApplicationsInterest(uid: number | null): Interest {
  return useLoadInterest(`anchor-applications:${uid}`, uid === null ? null : loadApplications)
}

/** Polls the broadcast state every 3 s while `active` (the live settings page of an anchor is open). */
export function useBroadcastPolling(active: boolean): void {
  useEffect(() => {
    if (!active) return
    // The quiet client: a refusal every 3 s must not stack up toasts.
    const subscription = broadcastPolling({ ...app, api: session.api }).subscribe()
    return () => subscription.unsubscribe()
  }, [active])
}

/** Loads the linkable matches of `gameId` while mounted; read them with useLinkableMatches. */
export function useLinkableMatchesInterest(gameId: number): Interest {
  return useInterest(() => linkableMatchesInterest(app, gameId), `linkable:${gameId}`)
}
