import { createFileRoute } from '@tanstack/react-router'
import { librarySearch } from '../-components/library/library-search'
import { TeamPage } from '../-components/library/team-page'

/** /squadLibrary/{id}?tab=overview|roster|matches|versus */
export const Route = createFileRoute('/squadLibrary/$id')({
  validateSearch: librarySearch,
  component: TeamPage,
})
