import { useEffect, useState } from 'react'
import { catchError, filter, map, merge, Observable, scan, switchMap, tap } from 'rxjs'
import { roomSchema } from '../../../protocol/socket'
import type { ApiClient } from '../../api/client'
import { NetworkError } from '../../api/errors'
import { fetchTimeline } from '../matches/timeline'
import { abortable, warnUnlessNetwork } from './abortable'
import type { EventBus } from './bus'
import type { ConnectionModel } from './connection'
import { app, type StreamsDeps } from './runtime'

/** How a screen's data load went: 'offline' when the server could not be reached (the cache still shows). */
export type LoadStatus = 'loading' | 'loaded' | 'offline' | 'failed'

/**
 * When a screen's data should be (re)loaded: at once when online, when the network comes back, and when
 * the socket is back after a loss (what happened meanwhile may not all be in the event stream, e.g. new
 * matches of the day).
 */
export function reloadTriggers$(connection$: Observable<ConnectionModel>): Observable<ConnectionModel> {
  return connection$.pipe(
    scan<ConnectionModel, { prev: ConnectionModel | null; cur: ConnectionModel | null }>(
      (acc, cur) => ({ prev: acc.cur, cur }),
      { prev: null, cur: null },
    ),
    filter(({ prev, cur }) => {
      if (!cur?.online) return false
      if (!prev?.online) return true
      return cur.state === 'connected' && (prev.state === 'reconnecting' || prev.state === 'disconnected')
    }),
    map(({ cur }) => cur as ConnectionModel),
  )
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
  bus.emit({ type: 'timeline/loaded', matchId, events })
}

/** Keeps `room` joined and reruns `load` on every reload trigger while subscribed; reports the load status. */
export function interest(
  deps: StreamsDeps,
  room: string,
  load: (signal: AbortSignal) => Promise<void>,
  what: string,
): Observable<LoadStatus> {
  const parsedRoom = roomSchema.safeParse(room)
  return new Observable<LoadStatus>((subscriber) => {
    const release = parsedRoom.success ? deps.rooms.acquire(parsedRoom.data) : () => {}
    const loads$ = reloadTriggers$(deps.connection).pipe(
      tap(() => subscriber.next('loading')),
      switchMap(() =>
        abortable(load).pipe(
          map((): LoadStatus => 'loaded'),
          catchError((error: unknown) => {
            warnUnlessNetwork(what, error)
            return [error instanceof NetworkError ? ('offline' as const) : ('failed' as const)]
          }),
        ),
      ),
    )
    // Mounted (or gone) offline: nothing will load until the network is back; say so rather than 'loading'.
    const offline$ = deps.connection.pipe(
      filter((m) => !m.online),
      map((): LoadStatus => 'offline'),
    )
    const subscription = merge(loads$, offline$).subscribe((status) => subscriber.next(status))
    return () => {
      subscription.unsubscribe()
      release()
    }
  })
}

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

/** Subscribes to an interest while mounted; `key` names everything `source` depends on. */
export function useInterest(source: () => Observable<LoadStatus>, key: string): LoadStatus {
  const [status, setStatus] = useState<LoadStatus>('loading')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `source` depends on
  useEffect(() => {
    setStatus('loading')
    const subscription = source().subscribe(setStatus)
    return () => subscription.unsubscribe()
  }, [key])
  return status
}

/**
 * While mounted: the day's matches (Beijing day, YYYY-MM-DD) are loaded into the cache (again after a
 * reconnect) and pushes for all matches flow in. Read them with useMatchesOfDay.
 */
export function useDayMatches(day: string): LoadStatus {
  return useInterest(() => dayInterest(app, day), day)
}

/** While mounted: one match's state and timeline are loaded and its room is joined. Read with useMatch/useIncidents. */
export function useMatchInterest(matchId: string): LoadStatus {
  return useInterest(() => matchInterest(app, matchId), matchId)
}
