import type { ChannelCacheData, ChannelCacheKind } from '../../db/channel-rows'

/** The channel area's bus events; the channel writer stores them. */
export type ChannelEvent = {
  [K in ChannelCacheKind]: { type: 'channel/cache'; key: string; kind: K; data: ChannelCacheData[K]; at: number }
}[ChannelCacheKind]
