import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../instance'
import type { ReadLaterRow, SocialCacheData, SocialCacheKind } from '../social-rows'

/** A cached comment or post answer: undefined while reading, null when none is stored. */
export function useSocialCache<K extends SocialCacheKind>(kind: K, key: string): SocialCacheData[K] | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.socialCache.get(key)
    return row?.kind === kind ? (row.data as SocialCacheData[K]) : null
  }, [kind, key])
}

/** The read-later list, newest saved first. */
export function useReadLater(): ReadLaterRow[] | undefined {
  return useLiveQuery(() => db.readLater.orderBy('savedAt').reverse().toArray(), [])
}

/** Whether one article is saved to read later (undefined while reading). */
export function useReadLaterSaved(articleId: number): boolean | undefined {
  return useLiveQuery(async () => (await db.readLater.get(articleId)) !== undefined, [articleId])
}
