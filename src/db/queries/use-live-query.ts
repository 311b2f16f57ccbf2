import { Dexie, type Observable } from 'dexie'
import { type InteropableObservable, useObservable } from 'dexie-react-hooks'
import { startTransition } from 'react'

// dexie-react-hooks' useLiveQuery, its results delivered as transitions. A fresh portal's first seconds write
// thousands of rows and wake dozens of live queries; as ordinary updates, each wave of results rendered the page
// in one task of 100–400 ms with no input or paint in between. As a transition React renders in slices that yield
// to the browser every few milliseconds, and an urgent update (a click, a typed character) goes first. A result
// Dexie holds synchronously (a query it already ran) is still read during the first render: startTransition
// runs its callback at once, so useObservable's synchronous look at the query sees it.

/** The result of `querier` over the Dexie cache, re-read whenever the tables it read change. */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps?: unknown[]): T | undefined
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[], defaultResult: D): T | D
export function useLiveQuery<T, D>(querier: () => Promise<T> | T, deps: unknown[] = [], defaultResult?: D): T | D {
  return useObservable<T, D>(() => asTransitions(Dexie.liveQuery(querier)), deps, defaultResult as D)
}

function asTransitions<T>(source: Observable<T>): InteropableObservable<T> {
  return {
    subscribe: (onNext, onError) =>
      source.subscribe({
        next: (value) => startTransition(() => onNext(value)),
        error: (error: unknown) => startTransition(() => onError?.(error)),
      }),
  }
}
