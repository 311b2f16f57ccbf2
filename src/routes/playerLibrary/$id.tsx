import { createFileRoute } from '@tanstack/react-router'
import { PlayerPage } from '../-components/library/player-page'

/** /playerLibrary/{id}: a player's page. */
export const Route = createFileRoute('/playerLibrary/$id')({
  component: PlayerPage,
})
