import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../instance'
import type { VideoCacheData, VideoCacheKind } from '../video-rows'

/** A cached video answer: undefined while reading, null when none is stored. */
export function useVideoCache<K extends VideoCacheKind>(kind: K, key: string): VideoCacheData[K] | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.videoCache.get(key)
    return row?.kind === kind ? (row.data as VideoCacheData[K]) : null
  }, [kind, key])
}
