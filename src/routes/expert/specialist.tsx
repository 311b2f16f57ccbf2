import { createFileRoute } from '@tanstack/react-router'
import { gameSearch } from '../-components/expert/game-search'
import { SpecialistPage } from '../-components/expert/specialist-page'

/** /expert/specialist?game=…: the best experts of each league. */
export const Route = createFileRoute('/expert/specialist')({
  validateSearch: gameSearch,
  component: SpecialistPage,
})
