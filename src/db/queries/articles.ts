import { useLiveQuery } from 'dexie-react-hooks'
import type { ArticleCacheData, ArticleCacheKind } from '../article-rows'
import { db } from '../instance'

/** A cached answer of the article area: undefined while reading, null when none is stored. */
export function useArticleCache<K extends ArticleCacheKind>(
  kind: K,
  key: string | null,
): ArticleCacheData[K] | null | undefined {
  return useLiveQuery(async () => {
    if (key === null) return null
    const row = await db.articleCache.get(key)
    return row?.kind === kind ? (row.data as ArticleCacheData[K]) : null
  }, [kind, key])
}
