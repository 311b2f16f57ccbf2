import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/protocol/power')({
  component: CopyrightPage,
})

function CopyrightPage() {
  return <ComingSoonPage section={msg`版权声明`} />
}
