import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { gameGate } from '../-app/game-param'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/news/$game')({
  params: { parse: gameGate },
  component: NewsListPage,
})

function NewsListPage() {
  const { game } = Route.useParams()
  return <ComingSoonPage section={msg`资讯`} game={game} />
}
