import { useSyncExternalStore } from 'react'
import { BehaviorSubject, map, merge, type Subscription, switchMap, timer } from 'rxjs'
import { LIMITS } from '../../../protocol/constants'
import { ApiClient } from '../../api/client'
import { LoginModalHolder } from '../../app-state/login-modal'
import type { EventBus } from '../core/bus'
import { app } from '../core/runtime'
import type { SessionDeps } from './session-actions'

/** A client for calls whose failures the screen shows itself: it reports session expiry, never toasts. */
function quietApi(bus: EventBus): ApiClient {
  return new ApiClient({
    notify: (notice) => {
      if (notice.type === 'sessionExpired') bus.emit({ type: 'session/expired' })
    },
  })
}

export const loginModal = new LoginModalHolder()

/** The app's session dependencies (tests build their own SessionDeps). */
export const session: SessionDeps = {
  bus: app.bus,
  api: quietApi(app.bus),
  modal: loginModal,
  openTab: (url) => void globalThis.open?.(url, '_blank', 'noopener'),
  goTo: (url) => globalThis.location.assign(url),
}

/** The coins of the welcome banner while it shows (2.5 s after a new user's login committed), else null. */
export const welcome = new BehaviorSubject<number | null>(null)

/** Times the welcome banner from the bus: each new user's welcome shows for 2.5 s. */
export function welcome$(bus: EventBus) {
  return bus
    .on('account/welcome')
    .pipe(
      switchMap((event) => merge([event.coins], timer(LIMITS.welcomeBannerMs).pipe(map((): number | null => null)))),
    )
}

export function startWelcome(bus: EventBus): Subscription {
  return welcome$(bus).subscribe(welcome)
}

const subscribeWelcome = (onChange: () => void) => {
  const subscription = welcome.subscribe(onChange)
  return () => subscription.unsubscribe()
}
const welcomeSnapshot = () => welcome.value

export function useWelcome(): number | null {
  return useSyncExternalStore(subscribeWelcome, welcomeSnapshot, welcomeSnapshot)
}
