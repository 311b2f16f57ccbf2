import { createFileRoute } from '@tanstack/react-router'
import { librarySearch } from '../-components/library/library-search'
import { PlayerLibraryPage } from '../-components/library/player-library-page'

/** /playerLibrary?game=…: a game's players. */
export const Route = createFileRoute('/playerLibrary/')({
  validateSearch: librarySearch,
  component: PlayerLibraryPage,
})
