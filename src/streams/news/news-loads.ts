import type { ApiClient } from '../../api/client'
import type { NewsCacheData, NewsCacheKind } from '../../db/news-rows'
import type { EventBus } from '../core/bus'
import { type Interest, type ScreenLoad, useLoadInterest } from '../core/interest'

// The news' loads (one call each, stored whole under a key that names the language too: the server writes
// the text in the reader's language) and the hook screens call.

export const newsKeys = {
  list: (game: string, page: number, locale: string) => `list:${game}:${page}:${locale}`,
  hot: (game: string, locale: string) => `hot:${game}:${locale}`,
  article: (id: number, locale: string) => `article:${id}:${locale}`,
  ofMatch: (matchId: string, locale: string) => `ofMatch:${matchId}:${locale}`,
}

function into<K extends NewsCacheKind>(
  kind: K,
  key: string,
  fetch: (api: ApiClient, signal: AbortSignal) => Promise<NewsCacheData[K]>,
): ScreenLoad {
  return async (api, bus, signal) => {
    const data = await fetch(api, signal)
    bus.emit({ type: 'news/cache', key, kind, data, at: Date.now() } as Parameters<EventBus['emit']>[0])
  }
}

/** The game segment of the calls: the spec's 'cs:go' travels as 'csgo'. */
const wire = (game: string) => (game === 'cs:go' ? 'csgo' : game)

export const newsLoads = {
  list: (game: string, page: number, locale: string) =>
    into('list', newsKeys.list(game, page, locale), (api, signal) =>
      api.call('newsList', { game: wire(game), type: 'news', pageIndex: page }, { signal }),
    ),
  hot: (game: string, locale: string) =>
    into('hot', newsKeys.hot(game, locale), (api, signal) =>
      api.call('newsHot', game === 'hot' || game === 'recommend' ? {} : { game: wire(game) }, { signal }),
    ),
  article: (game: string, id: number, locale: string) =>
    into('article', newsKeys.article(id, locale), (api, signal) =>
      api.call('newsArticle', { game: wire(game), id }, { signal }),
    ),
  ofMatch: (game: string, matchId: string, locale: string) =>
    into('ofMatch', newsKeys.ofMatch(matchId, locale), (api, signal) =>
      api.call('newsOfMatch', { game: wire(game), matchId }, { signal }),
    ),
}

/** While mounted: the loads run (again after a reconnect). */
export function useNewsInterest(key: string, ...loads: ScreenLoad[]): Interest {
  return useLoadInterest(`news:${key}`, (api, bus, signal) =>
    Promise.all(loads.map((load) => load(api, bus, signal))).then(() => undefined),
  )
}
