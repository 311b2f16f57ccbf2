import { createFileRoute } from '@tanstack/react-router'
import { gameGate, toCanonicalGamePath } from '../-app/game-param'
import { NewsListPage } from './-components/news-list-page'

export const Route = createFileRoute('/news/$game')({
  params: { parse: gameGate },
  beforeLoad: toCanonicalGamePath,
  component: NewsList,
})

function NewsList() {
  const { game } = Route.useParams()
  // A new list per game: its page number starts again at 1.
  return <NewsListPage key={game} game={game} />
}
