import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/protocol/service')({
  component: TermsPage,
})

function TermsPage() {
  return <ComingSoonPage section={msg`服务条款`} />
}
