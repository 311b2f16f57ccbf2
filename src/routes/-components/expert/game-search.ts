import { GAMES, type GameSlug } from '../../../../protocol/games'

export type GameSearch = { game?: GameSlug }

/** ?game=<slug> of the expert lists; anything else is dropped (all games). */
export function gameSearch(search: Record<string, unknown>): GameSearch {
  const game = GAMES.find((g) => g.slug === search.game)?.slug
  return game ? { game } : {}
}

export const gameIdOf = (slug: GameSlug | undefined) => GAMES.find((g) => g.slug === slug)?.gameId ?? null
