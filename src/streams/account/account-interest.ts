import { useEffect, useState } from 'react'
import { catchError, filter, map, merge, Observable, switchMap, tap } from 'rxjs'
import type { ApiClient } from '../../api/client'
import { NetworkError } from '../../api/errors'
import type { ContentType, FollowKind } from '../../db/account-rows'
import { abortable, warnUnlessNetwork } from '../core/abortable'
import type { EventBus } from '../core/bus'
import { type LoadStatus, reloadTriggers$ } from '../core/interest'
import { app, type StreamsDeps } from '../core/runtime'

type Load = (api: ApiClient, bus: EventBus, signal: AbortSignal) => Promise<void>

/** Reruns `load` at once and after each reconnect while subscribed; reports how it went. */
export function accountInterest(deps: Pick<StreamsDeps, 'api' | 'bus' | 'connection'>, load: Load, what: string) {
  return new Observable<LoadStatus>((subscriber) => {
    const loads$ = reloadTriggers$(deps.connection).pipe(
      tap(() => subscriber.next('loading')),
      switchMap(() =>
        abortable((signal) => load(deps.api, deps.bus, signal)).pipe(
          map((): LoadStatus => 'loaded'),
          catchError((error: unknown) => {
            warnUnlessNetwork(what, error)
            return [error instanceof NetworkError ? ('offline' as const) : ('failed' as const)]
          }),
        ),
      ),
    )
    const offline$ = deps.connection.pipe(
      filter((m) => !m.online),
      map((): LoadStatus => 'offline'),
    )
    const subscription = merge(loads$, offline$).subscribe((status) => subscriber.next(status))
    return () => subscription.unsubscribe()
  })
}

function useAccountInterest(key: string, load: Load | null): LoadStatus {
  const [status, setStatus] = useState<LoadStatus>('loading')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` depends on
  useEffect(() => {
    if (!load) return
    setStatus('loading')
    const subscription = accountInterest(app, load, key).subscribe(setStatus)
    return () => subscription.unsubscribe()
  }, [key])
  return status
}

// Loaders: one server read each, onto the bus (the account writer stores them).

export const loadOwnProfile: Load = async (api, bus, signal) => {
  bus.emit({ type: 'account/user', user: await api.call('userInfo', {}, { signal }) })
}

export const loadPreferences: Load = async (api, bus, signal) => {
  bus.emit({ type: 'account/preferences', preferences: await api.call('getUserDataStatus', {}, { signal }) })
}

/** The first `pages` pages of the ledger (20 a page). */
export function loadLedger(pages: number): Load {
  return async (api, bus, signal) => {
    for (let pageIndex = 1; pageIndex <= pages; pageIndex++) {
      const page = await api.call('userGold', { pageIndex, pageSize: 20 }, { signal })
      bus.emit({ type: 'account/ledger', ...page, entries: page.list, reset: pageIndex === 1 })
      if (pageIndex * 20 >= page.total) return
    }
  }
}

export function loadFollows(owner: number, kind: FollowKind, own: boolean): Load {
  return async (api, bus, signal) => {
    const input = { type: kind, pageIndex: 1, pageSize: 100, ...(own ? {} : { userId: owner }) }
    const page = await api.call('getFollowOrFansH5', input, { signal })
    bus.emit({ type: 'account/follows', owner, kind, entries: page.list, reset: true })
  }
}

export function loadProfile(uid: number, loggedIn: boolean): Load {
  return async (api, bus, signal) => {
    const [user, follow] = await Promise.all([
      api.call('userInfo', { userId: uid }, { signal }),
      loggedIn ? api.call('hasFollowUser', { userId: uid }, { signal }) : Promise.resolve(null),
    ])
    bus.emit({ type: 'account/profile', user, ...(follow ? { followed: follow.followed } : {}) })
  }
}

export function loadContent(uid: number, contentType: ContentType): Load {
  return async (api, bus, signal) => {
    const page = await api.call('userContent', { userId: uid, type: contentType, pageIndex: 1 }, { signal })
    bus.emit({ type: 'account/content', uid, contentType, items: page.list, reset: true })
  }
}

// Hooks: while mounted, the screen's data is loaded into the cache (again after a reconnect).

/** `uid` is the logged-in user's id, null while logged out (nothing personal is loaded then). */
export function useOwnProfileInterest(uid: number | null): LoadStatus {
  return useAccountInterest(`own:${uid}`, uid === null ? null : loadOwnProfile)
}

export function usePreferencesInterest(uid: number | null): LoadStatus {
  return useAccountInterest(`prefs:${uid}`, uid === null ? null : loadPreferences)
}

export function useLedgerInterest(uid: number | null, pages: number): LoadStatus {
  return useAccountInterest(`ledger:${uid}:${pages}`, uid === null ? null : loadLedger(pages))
}

export function useFollowsInterest(owner: number | null, kind: FollowKind, own: boolean): LoadStatus {
  return useAccountInterest(`follows:${owner}:${kind}`, owner === null ? null : loadFollows(owner, kind, own))
}

export function useProfileInterest(uid: number, viewer: number | null): LoadStatus {
  return useAccountInterest(`profile:${uid}:${viewer}`, loadProfile(uid, viewer !== null))
}

export function useContentInterest(uid: number | null, type: ContentType): LoadStatus {
  return useAccountInterest(`content:${uid}:${type}`, uid === null ? null : loadContent(uid, type))
}
