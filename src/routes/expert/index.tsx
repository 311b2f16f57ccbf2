import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/expert/')({
  component: ExpertsPage,
})

function ExpertsPage() {
  return <ComingSoonPage section={msg`专家`} />
}
