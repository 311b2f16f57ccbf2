import { isNavSlug } from '../../ui/game-names'

/**
 * The match-time gate of every {game} path segment: it must be one of the ten slugs of the game list
 * (hot and the nine games, 'cs:go' included). Returning false makes the router skip the route while
 * matching, which settles the spec's ambiguous pairs by meaning rather than by shape:
 * /news/lol is the lol news list (/news/$game), while /news/123 is article 123 without a game
 * (/news/{-$game}/$id); the same for /videos. A path no route accepts is the 404 page.
 */
export function gameGate<P extends { game?: string | undefined }>(params: P): P | false {
  if (params.game === undefined || isNavSlug(params.game)) return params
  // 'cs:go' is the spec's slug; its colon is often typed or linked without it (/anchor/csgo).
  const alias = SLUG_ALIASES[params.game]
  return alias ? { ...params, game: alias } : false
}

const SLUG_ALIASES: Record<string, string> = { csgo: 'cs:go' }

/**
 * The gate of /news/{-$game}/$id and /videos/{-$game}/$id: besides a valid game, a lone segment that is
 * a game slug is the list of that game (/news/lol), not an item called "lol" without a game.
 */
export function itemGate<P extends { game?: string | undefined; id: string }>(params: P): P | false {
  if (params.game === undefined && isNavSlug(params.id)) return false
  return gameGate(params)
}
