import type { CommentKind, CommentOrder } from '../../../protocol/comments'
import type { ApiClient } from '../../api/client'
import type { ReadLaterRow, SocialCacheData, SocialCacheKind } from '../../db/social-rows'
import type { EventBus } from '../core/bus'
import { type Interest, type ScreenLoad, useLoadInterest } from '../core/interest'

// The loads of comments, posts and the read-later list (one call each, stored whole under a key naming
// its input) and the hook screens call.

export type CommentTargetRef = { kind: CommentKind; id: number; game: string }

export const socialKeys = {
  comments: (target: CommentTargetRef, order: CommentOrder, page: number) =>
    `comments:${target.kind}:${target.id}:${order}:${page}`,
  posts: (uid: number, page: number) => `posts:${uid}:${page}`,
  feed: (page: number) => `feed:${page}`,
  myComments: (page: number) => `myComments:${page}`,
}

function into<K extends SocialCacheKind>(
  kind: K,
  key: string,
  fetch: (api: ApiClient, signal: AbortSignal) => Promise<SocialCacheData[K]>,
): ScreenLoad {
  return async (api, bus, signal) => {
    const data = await fetch(api, signal)
    bus.emit({ type: 'social/cache', key, kind, data, at: Date.now() } as Parameters<EventBus['emit']>[0])
  }
}

export const socialLoads = {
  comments: (target: CommentTargetRef, order: CommentOrder, page: number) =>
    into('comments', socialKeys.comments(target, order, page), (api, signal) =>
      api.call(
        target.kind === 'news' ? 'newsComments' : 'videoComments',
        { game: target.game, id: target.id, pageIndex: page, order },
        { signal },
      ),
    ),
  posts: (uid: number, page: number) =>
    into('posts', socialKeys.posts(uid, page), (api, signal) =>
      api.call('postsOfUser', { userId: uid, pageIndex: page }, { signal }),
    ),
  feed: (page: number) =>
    into('feed', socialKeys.feed(page), (api, signal) => api.call('postFeed', { pageIndex: page }, { signal })),
  myComments: (page: number) =>
    into('myComments', socialKeys.myComments(page), (api, signal) =>
      api.call('myComments', { pageIndex: page }, { signal }),
    ),
  /** The user's server list, stored beside what this device saved. */
  readLater: (): ScreenLoad => async (api, bus, signal) => {
    const { list } = await api.call('readLaterList', {}, { signal })
    const rows: ReadLaterRow[] = list.map((item) => ({ ...item, synced: true }))
    bus.emit({ type: 'social/read-later-list', rows })
  },
}

/** While mounted: the loads run (again after a reconnect); null loads nothing (e.g. logged out). */
export function useSocialInterest(key: string, load: ScreenLoad | null): Interest {
  return useLoadInterest(`social:${key}`, load)
}
