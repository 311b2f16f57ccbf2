import type { ContentType, FollowKind } from '../../db/account-rows'
import type { ScreenLoad as Load } from '../core/interest'

// One server read each, onto the bus (the account writer stores what it carries).

export const loadOwnProfile: Load = async (api, bus, signal) => {
  bus.emit({ type: 'account/user', user: await api.call('userInfo', {}, { signal }) })
}

export const loadPreferences: Load = async (api, bus, signal) => {
  bus.emit({ type: 'account/preferences', preferences: await api.call('getUserDataStatus', {}, { signal }) })
}

export const loadSpending: Load = async (api, bus, signal) => {
  bus.emit({ type: 'account/spending', spending: await api.call('spendingState', {}, { signal }) })
}

/** The first `pages` pages of the ledger (20 a page). */
export function loadLedger(pages: number): Load {
  return async (api, bus, signal) => {
    for (let pageIndex = 1; pageIndex <= pages; pageIndex++) {
      const page = await api.call('userGold', { pageIndex, pageSize: 20 }, { signal })
      bus.emit({ type: 'account/ledger', ...page, entries: page.list, reset: pageIndex === 1 })
      if (pageIndex * 20 >= page.total) return
    }
  }
}

export function loadFollows(owner: number, kind: FollowKind, own: boolean): Load {
  return async (api, bus, signal) => {
    const input = { type: kind, pageIndex: 1, pageSize: 100, ...(own ? {} : { userId: owner }) }
    const page = await api.call('getFollowOrFansH5', input, { signal })
    bus.emit({ type: 'account/follows', owner, kind, entries: page.list, reset: true })
  }
}

export function loadProfile(uid: number, loggedIn: boolean): Load {
  return async (api, bus, signal) => {
    const [user, follow] = await Promise.all([
      api.call('userInfo', { userId: uid }, { signal }),
      loggedIn ? api.call('hasFollowUser', { userId: uid }, { signal }) : Promise.resolve(null),
    ])
    bus.emit({ type: 'account/profile', user, ...(follow ? { followed: follow.followed } : {}) })
  }
}

export function loadContent(uid: number, contentType: ContentType): Load {
  return async (api, bus, signal) => {
    const page = await api.call('userContent', { userId: uid, type: contentType, pageIndex: 1 }, { signal })
    bus.emit({ type: 'account/content', uid, contentType, items: page.list, reset: true })
  }
}
