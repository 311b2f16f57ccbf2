import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { gameGate } from '../../-app/game-param'
import { ComingSoonPage } from '../../-components/coming-soon-page'

export const Route = createFileRoute('/anchor/{-$game}/anchorList')({
  params: { parse: gameGate },
  component: AnchorListPage,
})

function AnchorListPage() {
  const { game } = Route.useParams()
  return <ComingSoonPage section={msg`主播列表`} game={game} />
}
