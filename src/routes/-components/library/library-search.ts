import { GAMES, type GameSlug, gameBySlug } from '../../../../protocol/games'

// The libraries' search params: which game's tab is open, and the page's tab.

export type LibrarySearch = { game?: GameSlug; tab?: string }

/** Keeps a known game slug and a short tab name; anything else is dropped (the page's default shows). */
export function librarySearch(search: Record<string, unknown>): LibrarySearch {
  const game = typeof search.game === 'string' ? gameBySlug(search.game)?.slug : undefined
  const tab = typeof search.tab === 'string' && /^[a-z]{1,16}$/.test(search.tab) ? search.tab : undefined
  return { ...(game && { game }), ...(tab && { tab }) }
}

/** The game a list page shows: the one in the URL, else the first game. */
export function gameOf(search: LibrarySearch) {
  return GAMES.find((g) => g.slug === search.game) ?? GAMES[0]
}
