import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../instance'
import type { MallCacheData, MallCacheKind } from '../mall-rows'

/** A cached mall answer: undefined while reading, null when none is stored. */
export function useMallCache<K extends MallCacheKind>(kind: K, key: string): MallCacheData[K] | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.mallCache.get(key)
    return row?.kind === kind ? (row.data as MallCacheData[K]) : null
  }, [kind, key])
}
