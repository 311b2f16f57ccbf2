import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/protocol/{-$id}')({
  component: PolicyPage,
})

function PolicyPage() {
  return <ComingSoonPage section={msg`协议与政策`} />
}
