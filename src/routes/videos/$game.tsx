import { createFileRoute } from '@tanstack/react-router'
import { contentGate, toCanonicalGamePath } from '../-app/game-param'
import { VideoListPage } from './-components/video-list-page'

export const Route = createFileRoute('/videos/$game')({
  params: { parse: contentGate },
  beforeLoad: toCanonicalGamePath,
  component: VideosPage,
})

function VideosPage() {
  const { game } = Route.useParams()
  // A new grid per game.
  return <VideoListPage key={game} game={game} mode="grid" />
}
