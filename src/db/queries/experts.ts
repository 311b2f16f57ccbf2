import { useLiveQuery } from 'dexie-react-hooks'
import type { ExpertCacheData, ExpertCacheKind } from '../expert-rows'
import { db } from '../instance'

/**
 * A cached answer of the expert area: undefined while the cache is read, null when it holds none (never
 * loaded, or dropped at sign-out), else the answer as last loaded. `kind` is checked against the row's.
 */
export function useExpertCache<K extends ExpertCacheKind>(kind: K, key: string): ExpertCacheData[K] | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.expertCache.get(key)
    return row?.kind === kind ? (row.data as ExpertCacheData[K]) : null
  }, [kind, key])
}
