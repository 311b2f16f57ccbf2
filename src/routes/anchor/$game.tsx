import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { gameGate } from '../-app/game-param'
import { ComingSoonPage } from '../-components/coming-soon-page'

export const Route = createFileRoute('/anchor/$game')({
  params: { parse: gameGate },
  component: AnchorsOfGamePage,
})

function AnchorsOfGamePage() {
  const { game } = Route.useParams()
  return <ComingSoonPage section={msg`主播`} game={game} />
}
