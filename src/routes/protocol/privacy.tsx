import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/protocol/privacy')({
  component: PrivacyPage,
})

function PrivacyPage() {
  return <ComingSoonPage section={msg`隐私政策`} />
}
