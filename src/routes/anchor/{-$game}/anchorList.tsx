import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { gameBySlug } from '../../../../protocol/games'
import { gameName } from '../../../ui/game-names'
import { gameGate, toCanonicalGamePath } from '../../-app/game-param'
import { AnchorsSection } from '../-components/anchors-section'

export const Route = createFileRoute('/anchor/{-$game}/anchorList')({
  params: { parse: gameGate },
  beforeLoad: toCanonicalGamePath,
  component: AnchorListPage,
})

/** §2 /anchor/{game?}/anchorList: every anchor (of the game), on air first, each linking to their room. */
function AnchorListPage() {
  const { i18n } = useLingui()
  const { game } = Route.useParams()
  const gameId = game ? gameBySlug(game)?.gameId : undefined
  const name = game ? gameName(game, i18n) : null
  return (
    <div className="live-page" data-testid="anchor-list-page">
      <AnchorsSection title={name ? <Trans>{name} 主播列表</Trans> : <Trans>主播列表</Trans>} gameId={gameId} />
    </div>
  )
}
