import { createFileRoute } from '@tanstack/react-router'
import { type GameSlug, gameBySlug } from '../../protocol/games'
import { HomePage } from './-components/home/home-page'

/** The home page's game filter lives in the URL (?game=lol) so it survives reloads and can be shared. */
export type HomeSearch = { game?: GameSlug }

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): HomeSearch => ({
    game: typeof search.game === 'string' ? gameBySlug(search.game)?.slug : undefined,
  }),
  // The home's data is asked for while the page's code loads and renders, not after (not for a hovered link).
  loader: ({ preload }) => {
    if (!preload) void import('../streams/matches/match-interest').then((m) => m.beginHomeInterest())
  },
  component: HomePage,
})
