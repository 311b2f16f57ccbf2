import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { gameGate, toCanonicalGamePath } from '../../-app/game-param'
import { ComingSoonPage } from '../../-components/coming-soon-page'

export const Route = createFileRoute('/videos/{-$game}/videoList')({
  params: { parse: gameGate },
  beforeLoad: toCanonicalGamePath,
  component: VideoListPage,
})

function VideoListPage() {
  const { game } = Route.useParams()
  return <ComingSoonPage section={msg`视频列表`} game={game} />
}
