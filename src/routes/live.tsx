import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { type GameSlug, gameBySlug } from '../../protocol/games'
import { gameName } from '../ui/game-names'
import { GameFilter } from '../ui/match/game-filter'
import { LiveRoomsSection } from './anchor/-components/live-rooms-section'

/** /live?game=lol: the game tab lives in the URL; ?match=<id> lists the rooms covering one match. */
export type LiveSearch = { game?: GameSlug; match?: string }

export const Route = createFileRoute('/live')({
  validateSearch: (search: Record<string, unknown>): LiveSearch => ({
    game: typeof search.game === 'string' ? gameBySlug(search.game)?.slug : undefined,
    match: typeof search.match === 'string' && search.match.length <= 64 ? search.match : undefined,
  }),
  component: LiveListPage,
})

/** §2 /live: live rooms by game, with cover, title, anchor, viewers and the match they cover, kept live. */
function LiveListPage() {
  const { i18n } = useLingui()
  const { game, match } = Route.useSearch()
  const navigate = Route.useNavigate()
  const gameId = game ? gameBySlug(game)?.gameId : undefined
  const title = match ? (
    <Trans>本场比赛的直播</Trans>
  ) : game ? (
    <Trans>{gameName(game, i18n)} 直播</Trans>
  ) : (
    <Trans>正在直播</Trans>
  )
  return (
    <div className="live-page" data-testid="live-page">
      <div className="panel live-toolbar">
        <GameFilter value={game} onChange={(next) => void navigate({ search: { game: next } })} />
      </div>
      <LiveRoomsSection title={title} gameId={match ? undefined : gameId} matchId={match} />
    </div>
  )
}
