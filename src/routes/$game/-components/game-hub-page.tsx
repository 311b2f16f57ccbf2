import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { gameBySlug } from '../../../../protocol/games'
import { gameName } from '../../../ui/game-names'
import { useBeijingToday } from '../../-components/home/use-beijing-today'
import { ScheduleTab } from '../../match/-components/list-tabs'

/** /{game}: the game's page — its schedule from today, with links to all its matches and its data. */
export function GameHubPage({ game }: { game: string }) {
  const { i18n } = useLingui()
  const today = useBeijingToday()
  const gameId = gameBySlug(game)?.gameId
  return (
    <section className="panel" data-testid="game-hub">
      <h1 className="panel-title">
        {gameName(game, i18n)}
        <span className="game-hub-links">
          <Link to="/match/{-$game}" params={{ game }}>
            <Trans>赛程赛果</Trans>
          </Link>
          <Link to="/$game/data" params={{ game }}>
            <Trans>比赛数据</Trans>
          </Link>
        </span>
      </h1>
      <ScheduleTab gameId={gameId} leagueId={undefined} today={today} />
    </section>
  )
}
