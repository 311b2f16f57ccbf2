import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { gameGate, toCanonicalGamePath } from '../-app/game-param'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/news/$game')({
  params: { parse: gameGate },
  beforeLoad: toCanonicalGamePath,
  component: NewsListPage,
})

function NewsListPage() {
  const { game } = Route.useParams()
  return <ComingSoonPage section={msg`资讯`} game={game} />
}
