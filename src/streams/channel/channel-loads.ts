import type { CallInput } from '../../../protocol/calls'
import type { StatsRange } from '../../../protocol/channel'
import type { ApiClient } from '../../api/client'
import type { ChannelCacheData, ChannelCacheKind } from '../../db/channel-rows'
import { session } from '../account/account-runtime'
import { attempt } from '../account/session-actions'
import type { EventBus } from '../core/bus'
import { type Interest, type ScreenLoad, useLoadInterest } from '../core/interest'
import { app } from '../core/runtime'

// The channel area's loads (one call each, stored whole under its key), the hooks screens call, and the
// staff action.

export const channelKeys = {
  overview: () => 'overview',
  users: (pageIndex: number) => `users:${pageIndex}`,
  stats: (days: StatsRange) => `stats:${days}`,
  gold: (pageIndex: number) => `gold:${pageIndex}`,
  water: (pageIndex: number) => `water:${pageIndex}`,
  adminPartners: () => 'adminPartners',
  adminHeld: () => 'adminHeld',
}

function into<K extends ChannelCacheKind>(
  kind: K,
  key: string,
  fetch: (api: ApiClient, signal: AbortSignal) => Promise<ChannelCacheData[K]>,
): ScreenLoad {
  return async (api, bus, signal) => {
    const data = await fetch(api, signal)
    bus.emit({ type: 'channel/cache', key, kind, data, at: Date.now() } as Parameters<EventBus['emit']>[0])
  }
}

export const channelLoads = {
  overview: () =>
    into('overview', channelKeys.overview(), (api, signal) => api.call('channelOverview', {}, { signal })),
  users: (pageIndex: number) =>
    into('users', channelKeys.users(pageIndex), (api, signal) => api.call('channelUsers', { pageIndex }, { signal })),
  stats: (days: StatsRange) =>
    into('stats', channelKeys.stats(days), (api, signal) => api.call('channelStatistical', { days }, { signal })),
  gold: (pageIndex: number) =>
    into('gold', channelKeys.gold(pageIndex), (api, signal) => api.call('channelGold', { pageIndex }, { signal })),
  water: (pageIndex: number) =>
    into('water', channelKeys.water(pageIndex), (api, signal) => api.call('channelWater', { pageIndex }, { signal })),
  adminPartners: () =>
    into('adminPartners', channelKeys.adminPartners(), (api, signal) =>
      api.call('channelAdminPartners', {}, { signal }),
    ),
  adminHeld: () =>
    into('adminHeld', channelKeys.adminHeld(), (api, signal) => api.call('channelAdminHeld', {}, { signal })),
}

/** While mounted: the loads run (again after a reconnect); `enabled` false loads nothing. */
export function useChannelInterest(key: string, enabled: boolean, ...loads: ScreenLoad[]): Interest {
  return useLoadInterest(
    `channel:${key}`,
    enabled
      ? (api, bus, signal) => Promise.all(loads.map((load) => load(api, bus, signal))).then(() => undefined)
      : null,
  )
}

/** Staff: makes a user a partner; the partner list is read again. A refusal's message, or null. */
export function addChannelPartner(input: CallInput<'channelAdminAdd'>): Promise<string | null> {
  return attempt(async () => {
    await session.api.call('channelAdminAdd', input)
    await channelLoads.adminPartners()(session.api, app.bus, new AbortController().signal)
  })
}

/** Staff: pays or voids a held commission; the queue and the partner list are read again. */
export function decideHeldCommission(input: CallInput<'channelAdminDecide'>): Promise<string | null> {
  return attempt(async () => {
    await session.api.call('channelAdminDecide', input)
    const signal = new AbortController().signal
    await channelLoads.adminHeld()(session.api, app.bus, signal)
    await channelLoads.adminPartners()(session.api, app.bus, signal)
  })
}
