import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/protocol/complaint')({
  component: ComplaintPage,
})

function ComplaintPage() {
  return <ComingSoonPage section={msg`投诉与建议`} />
}
