import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { LIMITS } from '../../../../protocol/constants'
import { useLatestIncidents } from '../../../db/queries/incidents'
import { useMatch } from '../../../db/queries/matches'
import { useWatchWall } from '../../../db/queries/watch'
import { toggleWatch } from '../../../streams/matches/match-actions'
import { useMatchInterest } from '../../../streams/matches/match-interest'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { PinButton } from '../../../ui/match/pin-button'
import { WatchTile } from '../../../ui/match/watch-tile'
import { EmptyState } from '../../../ui/status/status-page'
import '../../../ui/library/library.css'
import '../../../ui/match/watch-tile.css'
import { usePageTitle } from '../../-app/use-page-title'

const onUnpin = (matchId: string): void => void toggleWatch(matchId)

/**
 * /watch: up to 16 pinned matches of any games side by side, each tile live (its match's room joined and
 * its timeline loaded, as on the detail page). The pins are kept in the cache, so the wall comes back as
 * it was, offline too.
 */
export function WatchWallPage() {
  const { t } = useLingui()
  const wall = useWatchWall()
  usePageTitle(t`观赛墙`)
  return (
    <section className="panel" data-testid="watch-wall-page">
      <div className="library-head">
        <div>
          <h1>
            <Trans>观赛墙</Trans>
          </h1>
          <p className="library-head-sub">
            {t`在任意比赛列表中点击比赛前的方格图标即可加入，最多 ${LIMITS.watchWallMax} 场`}
            {wall ? ` · ${t`已加入 ${wall.length} 场`}` : ''}
          </p>
        </div>
      </div>
      {wall === undefined ? (
        <MatchListSkeleton rows={4} />
      ) : wall.length === 0 ? (
        <EmptyState>
          <Trans>观赛墙还是空的</Trans>{' '}
          <Link to="/match/{-$game}" params={{ game: undefined }}>
            <Trans>去赛程挑选比赛</Trans>
          </Link>
        </EmptyState>
      ) : (
        <div className="watch-wall" data-testid="watch-wall">
          {wall.map((id) => (
            <Tile key={id} id={id} />
          ))}
        </div>
      )}
    </section>
  )
}

/** A tile that loads and watches its own match: a push re-renders this tile only. */
const Tile = memo(function Tile({ id }: { id: string }) {
  useMatchInterest(id)
  const match = useMatch(id)
  const incidents = useLatestIncidents(id, 3)
  if (match === undefined) return <div className="watch-tile" aria-busy="true" />
  if (match === null)
    return (
      <article className="watch-tile" data-testid="watch-tile" data-match-id={id}>
        <header className="watch-tile-head">
          <span />
          <PinButton on full={false} onToggle={() => onUnpin(id)} subject={id} />
        </header>
        <EmptyState>
          <Trans>比赛信息暂不可用</Trans>
        </EmptyState>
      </article>
    )
  return <WatchTile match={match} incidents={incidents ?? []} onUnpin={onUnpin} />
})
