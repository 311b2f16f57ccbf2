import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/leagueLibrary/')({
  component: LeagueLibraryPage,
})

function LeagueLibraryPage() {
  return <ComingSoonPage section={msg`联赛库`} />
}
