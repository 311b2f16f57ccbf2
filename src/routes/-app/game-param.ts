import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { canonicalGameSlug, GAMES } from '../../../protocol/games'

/**
 * The match-time gate of every {game} path segment: it must be one of the ten slugs of the game list
 * (hot and the nine games), or the spec's state of one ('cs:go', read as 'csgo'). Returning false makes the
 * router skip the route while matching, which settles the spec's ambiguous pairs by meaning rather than by
 * shape: /news/lol is the lol news list (/news/$game), while /news/123 is article 123 without a game
 * (/news/{-$game}/$id); the same for /videos. A path no route accepts is the 404 page.
 */
export function gameGate<P extends { game?: string | undefined }>(params: P): P | false {
  if (params.game === undefined) return params
  const slug = canonicalGameSlug(params.game)
  if (slug === undefined) return false
  return slug === params.game ? params : { ...params, game: slug }
}

/**
 * The gate of the news and videos lists (/news/{game}, /videos/{game}, /videos/{game}/videoList): a game, or
 * 'recommend' — the newest of every game, which the calls answer beside 'hot' (protocol/calls/game-paths.ts).
 */
export function contentGate<P extends { game?: string | undefined }>(params: P): P | false {
  return params.game === 'recommend' ? params : gameGate(params)
}

/**
 * The gate of /news/{-$game}/$id and /videos/{-$game}/$id: besides a valid game, a lone segment that is
 * a game slug (or 'recommend') is the list of that game (/news/lol), not an item called "lol" without a game.
 */
export function itemGate<P extends { game?: string | undefined; id: string }>(params: P): P | false {
  if (params.game === undefined && contentGate({ game: params.id }) !== false) return false
  return gameGate(params)
}

/** The spec's states that are not the portal's slug ('cs:go' → 'csgo'). */
const ALIASES = new Map<string, string>(GAMES.filter((g) => g.state !== g.slug).map((g) => [g.state, g.slug]))

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return segment
  }
}

/** `pathname` with a game's alias segment (cs:go, cs%3Ago) replaced by its slug; null when there is none. */
export function canonicalGamePath(pathname: string): string | null {
  let changed = false
  const segments = pathname.split('/').map((segment) => {
    const slug = ALIASES.get(decoded(segment))
    if (slug === undefined) return segment
    changed = true
    return slug
  })
  return changed ? segments.join('/') : null
}

/**
 * beforeLoad of the routes with a {game} segment: a path naming a game by its alias is replaced by the
 * canonical one (/anchor/cs%3Ago → /anchor/csgo), so there is one address per page to link and share.
 */
export function toCanonicalGamePath({
  location,
}: {
  location: Pick<ParsedLocation, 'pathname' | 'searchStr' | 'hash'>
}): void {
  const path = canonicalGamePath(location.pathname)
  if (path === null) return
  const hash = location.hash ? `#${location.hash}` : ''
  throw redirect({ href: `${path}${location.searchStr}${hash}`, replace: true })
}
