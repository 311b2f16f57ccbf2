import type { ScreenLoad as Load } from '../core/interest'

// Loaders: one server read each, onto the bus (the anchor writer stores them; the own public profile goes
// through the live domain's 'live/anchors', whose writer owns anchorProfiles).

export const loadStanding: Load = async (api, bus, signal) => {
  bus.emit({ type: 'anchor/standing', standing: await api.call('anchorWhether', {}, { signal }), at: Date.now() })
}

export const loadSettings: Load = async (api, bus, signal) => {
  bus.emit({ type: 'anchor/settings', settings: await api.call('anchorLiveInfo', {}, { signal }), at: Date.now() })
}

export const loadOwnProfile: Load = async (api, bus, signal) => {
  bus.emit({ type: 'live/anchors', anchors: [await api.call('anchorProfile', {}, { signal })], at: Date.now() })
}

/** The daily revenue of the last `days` days and the totals (today, 7 days, all time). */
export function loadRevenue(days: 7 | 14 | 30): Load {
  return async (api, bus, signal) => {
    const [detail, totals] = await Promise.all([
      api.call('anchorGoldDetail', { days }, { signal }),
      api.call('anchorGoldTotal', {}, { signal }),
    ])
    const at = Date.now()
    bus.emit({ type: 'anchor/revenue', days, list: detail.list, at })
    bus.emit({ type: 'anchor/totals', ...totals, at })
  }
}

/** Most review pages loaded at once; an administrator works through the top of the list. */
const APPLICATION_PAGES_MAX = 5

/** The applications an administrator reviews (under review first), page by page. */
export const loadApplications: Load = async (api, bus, signal) => {
  let seen = 0
  for (let pageIndex = 1; pageIndex <= APPLICATION_PAGES_MAX; pageIndex++) {
    const page = await api.call('anchorApplications', { pageIndex }, { signal })
    bus.emit({ type: 'anchor/applications', list: page.list, reset: pageIndex === 1 })
    seen += page.list.length
    if (page.list.length === 0 || seen >= page.total) return
  }
}
