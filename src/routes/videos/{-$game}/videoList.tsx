import { createFileRoute } from '@tanstack/react-router'
import { contentGate, toCanonicalGamePath } from '../../-app/game-param'
import { VideoListPage } from '../-components/video-list-page'

export const Route = createFileRoute('/videos/{-$game}/videoList')({
  params: { parse: contentGate },
  beforeLoad: toCanonicalGamePath,
  component: VideoList,
})

function VideoList() {
  const { game = 'hot' } = Route.useParams()
  // A new list per game: its page number starts again at 1.
  return <VideoListPage key={game} game={game} mode="list" />
}
