import { createFileRoute } from '@tanstack/react-router'
import { itemGate, toCanonicalGamePath } from '../../-app/game-param'
import { ArticlePage } from '../-components/article-page'

export const Route = createFileRoute('/news/{-$game}/$id')({
  params: { parse: itemGate },
  beforeLoad: toCanonicalGamePath,
  component: Article,
})

function Article() {
  const { game, id } = Route.useParams()
  return <ArticlePage game={game} id={id} />
}
