import { Dexie } from 'dexie'
import { startTransition, useEffect, useMemo, useReducer, useRef } from 'react'

// dexie-react-hooks' useLiveQuery (4.x), with one change: a new result re-renders as a transition. A fresh
// portal's first seconds write thousands of rows and wake dozens of live queries; as ordinary updates, each wave
// of results rendered the whole page in one task of 100–400 ms, with no input or paint in between. As a
// transition React renders in slices that yield to the browser every few milliseconds, and an urgent update
// (a click, a typed character) goes first. What a query holds synchronously (Dexie's cache of a query it already
// ran, so a screen opened again shows its data in the first frame) is still read during the first render.

type Monitor<T> = { hasResult: boolean; result: T; error: unknown }

/** The result of `querier` over the Dexie cache, re-read whenever the tables it read change. */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[], defaultResult: D): T | D
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[] = [], defaultResult?: D): T | D {
  const monitor = useRef<Monitor<T | D>>({ hasResult: false, result: defaultResult as D, error: null })
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const observable = useMemo(() => {
    const query = Dexie.liveQuery(querier)
    if (!monitor.current.hasResult && typeof window !== 'undefined') {
      // A result Dexie already holds arrives synchronously: take it for the first render.
      query
        .subscribe((value) => {
          monitor.current.result = value
          monitor.current.hasResult = true
        })
        .unsubscribe()
    }
    return query
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when the query changes
  }, deps)
  useEffect(() => {
    const subscription = observable.subscribe({
      next: (value) => {
        const current = monitor.current
        if (current.error === null && current.result === value) return
        current.error = null
        current.result = value
        current.hasResult = true
        startTransition(rerender)
      },
      error: (error: unknown) => {
        if (monitor.current.error === error) return
        monitor.current.error = error
        startTransition(rerender)
      },
    })
    return () => subscription.unsubscribe()
  }, [observable])
  // An error thrown here reaches the nearest error boundary, as with dexie-react-hooks.
  if (monitor.current.error) throw monitor.current.error
  return monitor.current.result
}
