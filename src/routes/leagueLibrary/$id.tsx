import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/leagueLibrary/$id')({
  component: LeaguePage,
})

function LeaguePage() {
  return <ComingSoonPage section={msg`联赛详情`} />
}
