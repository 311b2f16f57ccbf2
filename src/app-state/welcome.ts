import { useSyncExternalStore } from 'react'
import { BehaviorSubject, map, merge, type Observable, type Subscription, switchMap, timer } from 'rxjs'
import { LIMITS } from '../../protocol/constants'

/** The coins of the welcome banner while it shows (2.5 s after a new user's login committed), else null. */
const welcome = new BehaviorSubject<number | null>(null)

/** Times the banner: each welcome (the account writer's, after the new user's session committed) shows for 2.5 s. */
export function welcome$(welcomes$: Observable<{ coins: number }>): Observable<number | null> {
  return welcomes$.pipe(
    switchMap((event) => merge([event.coins], timer(LIMITS.welcomeBannerMs).pipe(map((): number | null => null)))),
  )
}

export function startWelcome(welcomes$: Observable<{ coins: number }>): Subscription {
  return welcome$(welcomes$).subscribe(welcome)
}

const subscribe = (onChange: () => void) => {
  const subscription = welcome.subscribe(onChange)
  return () => subscription.unsubscribe()
}
const snapshot = () => welcome.value

export function useWelcome(): number | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
