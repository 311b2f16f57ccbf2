import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { itemGate, toCanonicalGamePath } from '../../-app/game-param'
import { ComingSoonPage } from '../../-components/coming-soon-page'

export const Route = createFileRoute('/videos/{-$game}/$id')({
  params: { parse: itemGate },
  beforeLoad: toCanonicalGamePath,
  component: VideoPage,
})

function VideoPage() {
  const { game } = Route.useParams()
  return <ComingSoonPage section={msg`视频详情`} game={game} />
}
