import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/playerLibrary/$id')({
  component: PlayerPage,
})

function PlayerPage() {
  return <ComingSoonPage section={msg`球员详情`} />
}
