import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/squadLibrary/$id')({
  component: SquadPage,
})

function SquadPage() {
  return <ComingSoonPage section={msg`战队详情`} />
}
