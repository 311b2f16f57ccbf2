import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { gameName } from '../../ui/game-names'
import type { Head } from './use-page-title'

// Each route's default title and description (use-page-title.ts applies them): the section of the
// portal, with the game in front where the path names one ("英雄联盟 · 比分直播"). Pages that show one
// thing — a match, a team, an article — replace it with that thing's name.

type Section = { title: MessageDescriptor; description?: MessageDescriptor }

const LIVE_SCORES: Section = {
  title: msg`比分直播`,
  description: msg`电竞与体育比分直播：赛程、赛果、实时比分与数据`,
}

/** By the route id's first segment; the longest prefix that matches wins. */
const SECTIONS: ReadonlyArray<[prefix: string, section: Section]> = [
  ['/$game/data', { title: msg`赛事数据`, description: msg`积分榜、排行榜与战队数据` }],
  ['/$game', LIVE_SCORES],
  ['/match', LIVE_SCORES],
  ['/about', { title: msg`关于我们` }],
  ['/certificate', { title: msg`资质证照` }],
  ['/live', { title: msg`直播`, description: msg`正在直播的比赛与主播` }],
  ['/watch', { title: msg`观赛墙` }],
  ['/anchorCenter', { title: msg`主播中心` }],
  ['/anchor', { title: msg`主播` }],
  ['/blindBox', { title: msg`盲盒` }],
  ['/channel', { title: msg`推广渠道` }],
  ['/creatorCenter', { title: msg`创作者中心` }],
  ['/expert', { title: msg`专家推荐`, description: msg`专家方案、命中率榜、连红榜与名人堂` }],
  ['/leagueLibrary', { title: msg`联赛库` }],
  ['/squadLibrary', { title: msg`战队库` }],
  ['/playerLibrary', { title: msg`选手库` }],
  ['/mall', { title: msg`金币商城` }],
  ['/news', { title: msg`资讯`, description: msg`赛前前瞻与赛后战报` }],
  ['/videos', { title: msg`视频` }],
  ['/protocol', { title: msg`协议与政策` }],
  ['/s/', { title: msg`搜索` }],
  ['/userInfo', { title: msg`个人中心` }],
]

const HOME: Section = {
  title: msg`电竞与体育比分直播`,
  description: msg`Scorecast：电竞与体育比分直播、赛程、资讯与视频`,
}

function sectionOf(routeId: string): Section | null {
  if (routeId === '/' || routeId === '__root__') return HOME
  let best: [string, Section] | null = null
  for (const entry of SECTIONS) {
    if (routeId.startsWith(entry[0]) && (best === null || entry[0].length > best[0].length)) best = entry
  }
  return best?.[1] ?? null
}

/** The default head of the route `routeId` (a TanStack route id such as /match/{-$game}) with its params. */
export function routeHead(routeId: string, params: Record<string, string | undefined>, i18n: I18n): Head {
  const section = sectionOf(routeId)
  if (section === null) return { title: '' }
  const title = i18n._(section.title)
  const game = params.game && params.game !== 'hot' ? gameName(params.game, i18n) : null
  return {
    title: game ? `${game} · ${title}` : title,
    description: section.description ? i18n._(section.description) : undefined,
  }
}
