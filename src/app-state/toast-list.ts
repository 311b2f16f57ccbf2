import {
  distinctUntilChanged,
  map,
  merge,
  mergeMap,
  type Observable,
  type SchedulerLike,
  scan,
  startWith,
  timer,
} from 'rxjs'
import type { EventBus, Toast } from '../streams/core/bus'

/** How long a toast stays up. */
export const TOAST_MS = 4000
/** At most this many at once; the oldest goes first. */
const MAX_TOASTS = 3

type ToastInput = { type: 'show'; toast: Toast } | { type: 'dismiss'; id: string }

export function reduceToasts(toasts: readonly Toast[], input: ToastInput): readonly Toast[] {
  // Unchanged input gives back the same array, so subscribers are not woken for nothing.
  if (input.type === 'dismiss')
    return toasts.some((t) => t.id === input.id) ? toasts.filter((t) => t.id !== input.id) : toasts
  // The same message twice in a row (a failing call retried by the user) shows once.
  if (toasts.some((t) => t.message === input.toast.message)) return toasts
  return [...toasts, input.toast].slice(-MAX_TOASTS)
}

/** The toasts to show, from the bus: shown by 'toast/show', gone after TOAST_MS or on 'toast/dismiss'. */
export function toastList$(bus: EventBus, scheduler?: SchedulerLike): Observable<readonly Toast[]> {
  const shown$ = bus.on('toast/show')
  return merge(
    shown$.pipe(map((e): ToastInput => ({ type: 'show', toast: e.toast }))),
    bus.on('toast/dismiss').pipe(map((e): ToastInput => ({ type: 'dismiss', id: e.id }))),
    shown$.pipe(
      mergeMap((e) => timer(TOAST_MS, scheduler).pipe(map((): ToastInput => ({ type: 'dismiss', id: e.toast.id })))),
    ),
  ).pipe(scan(reduceToasts, [] as readonly Toast[]), startWith([] as readonly Toast[]), distinctUntilChanged())
}
