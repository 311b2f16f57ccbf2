import { createFileRoute } from '@tanstack/react-router'
import { contentGate, toCanonicalGamePath } from '../-app/game-param'
import { NewsListPage } from './-components/news-list-page'

export const Route = createFileRoute('/news/$game')({
  params: { parse: contentGate },
  beforeLoad: toCanonicalGamePath,
  component: NewsList,
})

function NewsList() {
  const { game } = Route.useParams()
  // A new list per game: its page number starts again at 1.
  return <NewsListPage key={game} game={game} />
}
