import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { gameBySlug } from '../../../protocol/games'
import { gameName } from '../../ui/game-names'
import { gameGate, toCanonicalGamePath } from '../-app/game-param'
import { AnchorsSection } from './-components/anchors-section'
import { LiveRoomsSection } from './-components/live-rooms-section'

export const Route = createFileRoute('/anchor/$game')({
  params: { parse: gameGate },
  beforeLoad: toCanonicalGamePath,
  component: AnchorsOfGamePage,
})

/** §2 /anchor/{game}: the game's live rooms and its anchors ('hot' shows every game's). */
function AnchorsOfGamePage() {
  const { i18n } = useLingui()
  const { game } = Route.useParams()
  const gameId = gameBySlug(game)?.gameId
  const name = gameName(game, i18n)
  return (
    <div className="live-page" data-testid="anchor-game-page">
      <LiveRoomsSection title={<Trans>{name} 正在直播</Trans>} gameId={gameId} />
      <AnchorsSection title={<Trans>{name} 主播</Trans>} gameId={gameId} limit={8} />
      <p className="live-more">
        <Link to="/anchor/{-$game}/anchorList" params={{ game }} className="button" data-testid="all-anchors">
          <Trans>全部主播</Trans>
        </Link>
      </p>
    </div>
  )
}
