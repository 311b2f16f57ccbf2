import { createFileRoute } from '@tanstack/react-router'
import { type GameSlug, gameBySlug } from '../../protocol/games'
import { HomePage } from './-components/home/home-page'

/** The home page's game filter lives in the URL (?game=lol) so it survives reloads and can be shared. */
export type HomeSearch = { game?: GameSlug }

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): HomeSearch => ({
    game: typeof search.game === 'string' ? gameBySlug(search.game)?.slug : undefined,
  }),
  component: HomePage,
})
