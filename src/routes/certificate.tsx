import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from './-components/coming-soon-page'

export const Route = createFileRoute('/certificate')({
  component: CertificatePage,
})

function CertificatePage() {
  return <ComingSoonPage section={msg`资质证书`} />
}
