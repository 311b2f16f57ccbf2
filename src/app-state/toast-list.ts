import {
  distinctUntilChanged,
  EMPTY,
  map,
  merge,
  mergeMap,
  type Observable,
  type SchedulerLike,
  scan,
  startWith,
  timer,
} from 'rxjs'

/** How long a toast stays up. */
export const TOAST_MS = 4000
/** At most this many at once; the oldest goes first. */
const MAX_TOASTS = 3

export type Toast = { id: string; message: string; kind: 'error' | 'info'; at: number }

export type ToastInput = { type: 'show'; toast: Toast } | { type: 'dismiss'; id: string }

export function reduceToasts(toasts: readonly Toast[], input: ToastInput): readonly Toast[] {
  // Unchanged input gives back the same array, so subscribers are not woken for nothing.
  if (input.type === 'dismiss')
    return toasts.some((t) => t.id === input.id) ? toasts.filter((t) => t.id !== input.id) : toasts
  // The same message twice in a row (a failing call retried by the user) shows once.
  if (toasts.some((t) => t.message === input.toast.message)) return toasts
  return [...toasts, input.toast].slice(-MAX_TOASTS)
}

/** The toasts to show: shown by a 'show', gone after TOAST_MS or on a 'dismiss'. */
export function toastList$(inputs$: Observable<ToastInput>, scheduler?: SchedulerLike): Observable<readonly Toast[]> {
  const expiries$ = inputs$.pipe(
    mergeMap((input) =>
      input.type === 'show'
        ? timer(TOAST_MS, scheduler).pipe(map((): ToastInput => ({ type: 'dismiss', id: input.toast.id })))
        : EMPTY,
    ),
  )
  return merge(inputs$, expiries$).pipe(
    scan(reduceToasts, [] as readonly Toast[]),
    startWith([] as readonly Toast[]),
    distinctUntilChanged(),
  )
}
