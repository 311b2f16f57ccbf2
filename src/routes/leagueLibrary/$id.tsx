import { createFileRoute } from '@tanstack/react-router'
import { LeaguePage } from '../-components/library/league-page'
import { librarySearch } from '../-components/library/library-search'

/** /leagueLibrary/{id}?tab=overview|standings|schedule|teams */
export const Route = createFileRoute('/leagueLibrary/$id')({
  validateSearch: librarySearch,
  component: LeaguePage,
})
