import { createFileRoute } from '@tanstack/react-router'
import { ExpertHomePage } from '../-components/expert/expert-home-page'
import { gameSearch } from '../-components/expert/game-search'

/** /expert?game=…: popular plans, recommended experts and the rankings. */
export const Route = createFileRoute('/expert/')({
  validateSearch: gameSearch,
  component: ExpertHomePage,
})
