import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/expert/specialist')({
  component: SpecialistsPage,
})

function SpecialistsPage() {
  return <ComingSoonPage section={msg`特约专家`} />
}
