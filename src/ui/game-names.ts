import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { GAMES, type GameSlug, gameById, HOT_SLUG } from '../../protocol/games'

// Display names of the games, translated on the client so a locale switch renames them at once (the
// server's `text` was fetched in the language of its time). CS:GO and DOTA2 are brand names written the
// same way in every language, so they are not catalog messages.

/** News and videos of every game, newest first (the lists' 'recommend'). */
const RECOMMEND_SLUG = 'recommend'
type NavSlug = GameSlug | typeof HOT_SLUG | typeof RECOMMEND_SLUG

const NAMES: Record<NavSlug, MessageDescriptor | string> = {
  hot: msg`热门`,
  recommend: msg`推荐`,
  lol: msg`英雄联盟`,
  csgo: 'CS:GO',
  kog: msg`王者荣耀`,
  dota2: 'DOTA2',
  pubg: msg`绝地求生`,
  pubgmobile: msg`和平精英`,
  lolmobile: msg`英雄联盟手游`,
  basketball: msg`篮球`,
  soccer: msg`足球`,
}

export function gameName(slug: string, i18n: I18n): string {
  const name = NAMES[slug as NavSlug]
  if (name === undefined) return slug
  return typeof name === 'string' ? name : i18n._(name)
}

export function gameNameById(gameId: number, i18n: I18n): string {
  const game = gameById(gameId)
  return game ? gameName(game.slug, i18n) : String(gameId)
}

/** The slugs the portal knows, in navigation order: hot first, then the nine games. */
export const NAV_SLUGS: readonly NavSlug[] = [HOT_SLUG, ...GAMES.map((g) => g.slug)]

/** The tabs of the news and videos lists: hot, recommended (the newest of every game), then the nine games. */
export const CONTENT_SLUGS: readonly NavSlug[] = [HOT_SLUG, RECOMMEND_SLUG, ...GAMES.map((g) => g.slug)]
