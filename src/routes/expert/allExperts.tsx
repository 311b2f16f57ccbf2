import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/expert/allExperts')({
  component: AllExpertsPage,
})

function AllExpertsPage() {
  return <ComingSoonPage section={msg`全部专家`} />
}
