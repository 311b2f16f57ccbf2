import { useCallback, useEffect, useMemo, useState } from 'react'
import { catchError, filter, map, merge, Observable, type Subscription, scan, shareReplay, switchMap, tap } from 'rxjs'
import { isRoom } from '../../../protocol/rooms'
import type { ApiClient } from '../../api/client'
import { NetworkError } from '../../api/errors'
import { abortable, warnUnlessNetwork } from './abortable'
import { reconnectNow } from './actions'
import { writesSettled } from './batched-writer'
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

/**
 * Reruns `load` on every reload trigger while subscribed and reports the load status; keeps the socket
 * `room` joined meanwhile (null: the data has no room, e.g. an account's own pages).
 */
export function interest(
  deps: Pick<StreamsDeps, 'rooms' | 'connection' | 'bus'>,
  room: string | null,
  load: (signal: AbortSignal) => Promise<void>,
  what: string,
): Observable<LoadStatus> {
  return new Observable<LoadStatus>((subscriber) => {
    const release = isRoom(room) ? deps.rooms.acquire(room) : () => {}
    const loads$ = reloadTriggers$(deps.connection).pipe(
      tap(() => subscriber.next('loading')),
      switchMap(() =>
        // 'loaded' once what the load put on the bus is in the cache, not merely fetched.
        abortable(async (signal) => {
          await load(signal)
          // A load begun before the writers listen (a route's early interest) is stored once they do.
          await deps.bus.whenOpen()
          await writesSettled()
        }).pipe(
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

/** How long an interest begun before its screen (beginInterest) waits for the screen to take it over. */
export const EARLY_HOLD_MS = 15_000

type EarlyInterest = { status$: Observable<LoadStatus>; hold: Subscription; timer: ReturnType<typeof setTimeout> }
const early = new Map<string, EarlyInterest>()
/** How many mounted screens hold each key: a loader that runs again for a shown page (a new search) begins nothing. */
const mounted = new Map<string, number>()

/**
 * Begins a screen's interest before the screen mounts (its route's loader, while the page's code loads and
 * its first render runs): the data is on its way a render sooner, and useInterest with the same `key` takes
 * the running interest over instead of starting another. Not taken within EARLY_HOLD_MS (the navigation went
 * elsewhere), it ends.
 */
export function beginInterest(key: string, source: () => Observable<LoadStatus>): void {
  if (early.has(key) || mounted.has(key)) return
  const status$ = source().pipe(shareReplay({ bufferSize: 1, refCount: true }))
  const timer = setTimeout(() => {
    early.get(key)?.hold.unsubscribe()
    early.delete(key)
  }, EARLY_HOLD_MS)
  early.set(key, { status$, hold: status$.subscribe(), timer })
}

/**
 * Subscribes `listener` to `key`'s interest — the one a loader began (beginInterest), taken over, when
 * `takeBegun` and there is one, else a new one of `source` — and counts `key` as shown until the returned
 * function ends the hold.
 */
export function holdInterest(
  key: string,
  source: () => Observable<LoadStatus>,
  listener: (status: LoadStatus) => void,
  takeBegun = true,
): () => void {
  const begun = takeBegun ? early.get(key) : undefined
  let subscription: Subscription
  if (begun) {
    early.delete(key)
    clearTimeout(begun.timer)
    subscription = begun.status$.subscribe(listener)
    begun.hold.unsubscribe()
  } else {
    subscription = source().subscribe(listener)
  }
  mounted.set(key, (mounted.get(key) ?? 0) + 1)
  return () => {
    subscription.unsubscribe()
    const holders = (mounted.get(key) ?? 1) - 1
    if (holders > 0) mounted.set(key, holders)
    else mounted.delete(key)
  }
}

/** A screen's hold on its data: how the load went, and a way to run it again now. */
export type Interest = { status: LoadStatus; retry: () => void }

/**
 * The one interest primitive of the screens: subscribes to `source` while mounted and reports its status.
 * `key` names everything `source` depends on (a new key subscribes afresh); null subscribes to nothing (no
 * data to load yet, e.g. logged out) and stays 'loading'. `retry` tries the socket at once and runs the
 * load again, without remounting anything.
 */
export function useInterest(source: () => Observable<LoadStatus>, key: string | null): Interest {
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `source` depends on; `attempt` is a retry
  useEffect(() => {
    if (key === null) return
    setStatus('loading')
    // A retry starts afresh; the first mount takes over what the route's loader began.
    return holdInterest(key, source, setStatus, attempt === 0)
  }, [key, attempt])
  const retry = useCallback(() => {
    reconnectNow()
    setAttempt((n) => n + 1)
  }, [])
  return useMemo(() => ({ status, retry }), [status, retry])
}

/** A read of one screen's data onto the bus (the feature's writer stores what it carries). */
export type ScreenLoad = (api: ApiClient, bus: EventBus, signal: AbortSignal) => Promise<void>

/**
 * useInterest for data without a socket room, read by `load` with the app's client and bus (null: nothing
 * to load, e.g. logged out). `key` names everything `load` depends on.
 */
export function useLoadInterest(key: string, load: ScreenLoad | null): Interest {
  const run = (signal: AbortSignal) => load?.(app.api, app.bus, signal) ?? Promise.resolve()
  return useInterest(() => interest(app, null, run, key), load === null ? null : key)
}
