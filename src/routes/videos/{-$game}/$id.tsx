import { createFileRoute } from '@tanstack/react-router'
import { itemGate, toCanonicalGamePath } from '../../-app/game-param'
import { VideoPage } from '../-components/video-page'

export const Route = createFileRoute('/videos/{-$game}/$id')({
  params: { parse: itemGate },
  beforeLoad: toCanonicalGamePath,
  component: Video,
})

function Video() {
  const { game, id } = Route.useParams()
  return <VideoPage key={id} game={game} id={id} />
}
