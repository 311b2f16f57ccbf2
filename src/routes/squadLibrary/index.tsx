import { createFileRoute } from '@tanstack/react-router'
import { librarySearch } from '../-components/library/library-search'
import { SquadLibraryPage } from '../-components/library/squad-library-page'

/** /squadLibrary?game=…: a game's teams. */
export const Route = createFileRoute('/squadLibrary/')({
  validateSearch: librarySearch,
  component: SquadLibraryPage,
})
