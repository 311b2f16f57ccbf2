import { useLiveQuery } from 'dexie-react-hooks'
import type { ChannelCacheData, ChannelCacheKind } from '../channel-rows'
import { db } from '../instance'

/** A cached channel-area answer: undefined while reading, null when none is stored. */
export function useChannelCache<K extends ChannelCacheKind>(
  kind: K,
  key: string,
): ChannelCacheData[K] | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.channelCache.get(key)
    return row?.kind === kind ? (row.data as ChannelCacheData[K]) : null
  }, [kind, key])
}
