import { useLiveQuery } from 'dexie-react-hooks'
import type { BlindBoxCacheData, BlindBoxCacheKind } from '../blindbox-rows'
import { db } from '../instance'

/** A cached blind-box answer: undefined while reading, null when none is stored. */
export function useBlindBoxCache<K extends BlindBoxCacheKind>(
  kind: K,
  key: string | null,
): BlindBoxCacheData[K] | null | undefined {
  return useLiveQuery(async () => {
    if (key === null) return null
    const row = await db.blindBoxCache.get(key)
    return row?.kind === kind ? (row.data as BlindBoxCacheData[K]) : null
  }, [kind, key])
}
