import type { CallResult } from '../../protocol/calls'

/** The channel area's answers by kind, stored whole under a key naming the call and its input. */
export type ChannelCacheData = {
  overview: CallResult<'channelOverview'>
  users: CallResult<'channelUsers'>
  stats: CallResult<'channelStatistical'>
  gold: CallResult<'channelGold'>
  water: CallResult<'channelWater'>
  adminPartners: CallResult<'channelAdminPartners'>
  adminHeld: CallResult<'channelAdminHeld'>
}
export type ChannelCacheKind = keyof ChannelCacheData
export type ChannelCacheRow<K extends ChannelCacheKind = ChannelCacheKind> = {
  key: string
  kind: K
  data: ChannelCacheData[K]
  fetchedAt: number
}
