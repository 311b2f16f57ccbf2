import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/protocol/responsibility')({
  component: ResponsibilityPage,
})

function ResponsibilityPage() {
  return <ComingSoonPage section={msg`社会责任`} />
}
