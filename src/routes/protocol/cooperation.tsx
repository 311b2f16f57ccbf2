import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/protocol/cooperation')({
  component: CooperationPage,
})

function CooperationPage() {
  return <ComingSoonPage section={msg`商务合作`} />
}
