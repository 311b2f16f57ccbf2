import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { itemGate, toCanonicalGamePath } from '../../-app/game-param'
import { ComingSoonPage } from '../../-components/coming-soon-page'

export const Route = createFileRoute('/news/{-$game}/$id')({
  params: { parse: itemGate },
  beforeLoad: toCanonicalGamePath,
  component: ArticlePage,
})

function ArticlePage() {
  const { game } = Route.useParams()
  return <ComingSoonPage section={msg`资讯详情`} game={game} />
}
