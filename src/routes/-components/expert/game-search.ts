import { GAMES, type GameSlug, gameBySlug } from '../../../../protocol/games'

export type GameSearch = { game?: GameSlug }

/** ?game=<slug> of the expert lists; anything else is dropped (all games). */
export function gameSearch(search: Record<string, unknown>): GameSearch {
  const game = typeof search.game === 'string' ? gameBySlug(search.game)?.slug : undefined
  return game ? { game } : {}
}

export const gameIdOf = (slug: GameSlug | undefined) => GAMES.find((g) => g.slug === slug)?.gameId ?? null
