import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from './-components/coming-soon-page'

export const Route = createFileRoute('/live')({
  component: LiveListPage,
})

function LiveListPage() {
  return <ComingSoonPage section={msg`直播列表`} />
}
