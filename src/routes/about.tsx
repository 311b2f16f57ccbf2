import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from './-components/coming-soon-page'

export const Route = createFileRoute('/about')({
  component: AboutPage,
})

function AboutPage() {
  return <ComingSoonPage section={msg`关于我们`} />
}
