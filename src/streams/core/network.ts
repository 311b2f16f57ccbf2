import { distinctUntilChanged, fromEvent, map, merge, type Observable, of, startWith } from 'rxjs'

export function isOnline(): boolean {
  return globalThis.navigator?.onLine ?? true
}

/** navigator.onLine and its online/offline events; always online where there is no window (tests, SSR). */
export function online$(target: EventTarget | undefined = globalThis.window): Observable<boolean> {
  if (!target) return of(true)
  return merge(
    fromEvent(target, 'online').pipe(map(() => true)),
    fromEvent(target, 'offline').pipe(map(() => false)),
  ).pipe(startWith(isOnline()), distinctUntilChanged())
}
