import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { gameGate, toCanonicalGamePath } from '../-app/game-param'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/videos/$game')({
  params: { parse: gameGate },
  beforeLoad: toCanonicalGamePath,
  component: VideosPage,
})

function VideosPage() {
  const { game } = Route.useParams()
  return <ComingSoonPage section={msg`视频`} game={game} />
}
