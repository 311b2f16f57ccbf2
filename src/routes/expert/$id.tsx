import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/expert/$id')({
  component: ExpertHomePage,
})

function ExpertHomePage() {
  return <ComingSoonPage section={msg`专家主页`} />
}
