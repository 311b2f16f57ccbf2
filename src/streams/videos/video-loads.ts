import type { VideoKind } from '../../../protocol/videos'
import type { ApiClient } from '../../api/client'
import type { VideoCacheData, VideoCacheKind } from '../../db/video-rows'
import type { EventBus } from '../core/bus'
import { type Interest, type ScreenLoad, useLoadInterest } from '../core/interest'

// The videos' loads (one call each, stored whole under a key) and the hook screens call.

export const videoKeys = {
  list: (game: string, page: number, kind?: VideoKind) => `list:${game}:${page}:${kind ?? 'all'}`,
  detail: (id: number) => `detail:${id}`,
  uploads: () => 'uploads',
}

function into<K extends VideoCacheKind>(
  kind: K,
  key: string,
  fetch: (api: ApiClient, signal: AbortSignal) => Promise<VideoCacheData[K]>,
): ScreenLoad {
  return async (api, bus, signal) => {
    const data = await fetch(api, signal)
    bus.emit({ type: 'videos/cache', key, kind, data, at: Date.now() } as Parameters<EventBus['emit']>[0])
  }
}

/** The game segment of the calls: the spec's 'cs:go' travels as 'csgo'. */
const wire = (game: string) => (game === 'cs:go' ? 'csgo' : game)

export const videoLoads = {
  list: (game: string, page: number, kind?: VideoKind) =>
    into('list', videoKeys.list(game, page, kind), (api, signal) =>
      api.call('videoList', { game: wire(game), pageIndex: page, ...(kind && { kind }) }, { signal }),
    ),
  detail: (game: string, id: number) =>
    into('detail', videoKeys.detail(id), (api, signal) =>
      api.call('videoDetail', { game: wire(game), id }, { signal }),
    ),
  uploads: () => into('uploads', videoKeys.uploads(), (api, signal) => api.call('videoUploads', {}, { signal })),
}

/** While mounted: the loads run (again after a reconnect). */
export function useVideoInterest(key: string, ...loads: ScreenLoad[]): Interest {
  return useLoadInterest(`videos:${key}`, (api, bus, signal) =>
    Promise.all(loads.map((load) => load(api, bus, signal))).then(() => undefined),
  )
}
