import { exhaustMap, type Observable, type Subscription, takeWhile } from 'rxjs'
import type { ApiClient } from '../../api/client'
import { ApiError, NetworkError } from '../../api/errors'
import { isSignedIn } from '../../api/session-marker'
import { abortable } from '../core/abortable'
import type { EventBus } from '../core/bus'
import type { ConnectionModel } from '../core/connection'
import { reloadTriggers$ } from '../core/interest'

/**
 * At start: a session this browser holds is checked with /login/getTokenInfo (an expired one answers 3000/3001, which
 * the api client turns into 'session/expired'); without one, whatever user the cache still holds is
 * dropped. Offline, the cached user stays until the server can be asked. Resolves true once the server
 * answered (or there was nothing to ask), false when it could not be reached.
 */
export async function validateSession(bus: EventBus, api: ApiClient, signal?: AbortSignal): Promise<boolean> {
  if (!isSignedIn()) {
    bus.emit({ type: 'account/signed-out' })
    return true
  }
  try {
    const info = await api.call('getTokenInfo', {}, signal ? { signal } : undefined)
    bus.emit({ type: 'account/signed-in', user: info.user, newUser: false })
    return true
  } catch (error) {
    if (error instanceof NetworkError) return false
    if (!(error instanceof ApiError)) console.warn('session check failed', error)
    return true
  }
}

/** Validates the session once the network is there, again after each reconnect until the server answered. */
export function startSessionSource(
  bus: EventBus,
  api: ApiClient,
  connection$: Observable<ConnectionModel>,
): Subscription {
  return reloadTriggers$(connection$)
    .pipe(
      exhaustMap(() => abortable((signal) => validateSession(bus, api, signal))),
      takeWhile((answered) => !answered),
    )
    .subscribe()
}
