import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../instance'
import type { NewsCacheData, NewsCacheKind } from '../news-rows'

/** A cached news answer: undefined while reading, null when none is stored. */
export function useNewsCache<K extends NewsCacheKind>(kind: K, key: string): NewsCacheData[K] | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.newsCache.get(key)
    return row?.kind === kind ? (row.data as NewsCacheData[K]) : null
  }, [kind, key])
}
