import { createFileRoute } from '@tanstack/react-router'
import { LeagueLibraryPage } from '../-components/library/league-library-page'
import { librarySearch } from '../-components/library/library-search'

/** /leagueLibrary?game=…: leagues by game, tier and region. */
export const Route = createFileRoute('/leagueLibrary/')({
  validateSearch: librarySearch,
  component: LeagueLibraryPage,
})
