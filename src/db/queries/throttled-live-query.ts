import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'
import { asyncScheduler, from, throttleTime } from 'rxjs'

/**
 * useLiveQuery for a query that live scores wake often but whose answer rarely changes (day counts):
 * at most one answer per `ms`, the latest always delivered. `key` names everything `querier` depends
 * on; undefined while the first read runs.
 */
export function useThrottledLiveQuery<T>(querier: () => Promise<T>, key: string, ms = 1000): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `querier` depends on
  useEffect(() => {
    setValue(undefined)
    const subscription = from(liveQuery(querier))
      .pipe(throttleTime(ms, asyncScheduler, { leading: true, trailing: true }))
      .subscribe({ next: setValue, error: (error: unknown) => console.error('live query failed', error) })
    return () => subscription.unsubscribe()
  }, [key, ms])
  return value
}
