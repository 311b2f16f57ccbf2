import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { gameById } from '../../../../protocol/games'
import type { Match } from '../../../../protocol/match'
import { useHighlights, useHomeStandings, useHotMatches, usePreviewMatches } from '../../../db/queries/home'
import { useVideoCache } from '../../../db/queries/videos'
import { entityName } from '../../../i18n/entity-name'
import type { LoadStatus } from '../../../streams/core/interest'
import { useVideoInterest, videoKeys, videoLoads } from '../../../streams/videos/video-loads'
import { MatchCards } from '../../../ui/match/match-cards'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { StandingsTable } from '../../../ui/standings/standings-table'
import { EmptyState } from '../../../ui/status/status-page'
import { VideoGrid } from '../../../ui/videos/video-card'

type Props = { load: LoadStatus }

export function HotSection({ load }: Props) {
  return <Cards matches={useHotMatches(8)} load={load} variant="hot" />
}

/** 精彩集锦: the newest highlight clips when there are any, else the matches the section showed before. */
export function HighlightsSection({ load }: Props) {
  useVideoInterest(videoKeys.list('recommend', 1, 'clip'), videoLoads.list('recommend', 1, 'clip'))
  const clips = useVideoCache('list', videoKeys.list('recommend', 1, 'clip'))
  const matches = useHighlights(8)
  if (clips && clips.list.length > 0)
    return (
      <div className="home-clips" data-testid="home-clips">
        <VideoGrid videos={clips.list.slice(0, HOME_CLIPS)} slugOf={slugOfGame} />
        <Link to="/videos/{-$game}/videoList" params={{ game: 'recommend' }} className="home-more">
          <Trans>更多集锦</Trans>
        </Link>
      </div>
    )
  return <Cards matches={matches} load={load} variant="highlight" />
}

const HOME_CLIPS = 8
const slugOfGame = (gameId: number) => gameById(gameId)?.slug ?? 'hot'

export function PreviewSection({ load }: Props) {
  return <Cards matches={usePreviewMatches(6)} load={load} variant="preview" />
}

function Cards({
  matches,
  load,
  variant,
}: Props & { matches: Match[] | undefined; variant: 'hot' | 'preview' | 'highlight' }) {
  if (matches === undefined || (matches.length === 0 && load === 'loading')) return <MatchListSkeleton rows={2} />
  if (matches.length === 0) return <Empty load={load} />
  return <MatchCards matches={matches} variant={variant} />
}

/** An empty list says why: nothing there, or nothing could be fetched while offline. */
function Empty({ load }: Props) {
  return (
    <EmptyState>
      {load === 'offline' ? (
        <Trans>网络出问题了，暂无缓存数据</Trans>
      ) : load === 'failed' ? (
        <Trans>加载失败</Trans>
      ) : null}
    </EmptyState>
  )
}

/** The match-data section: the top of one league's table, with a link to the game's data page. */
export function DataSection({ load }: Props) {
  const { i18n } = useLingui()
  const standings = useHomeStandings()
  if (standings === undefined || (standings === null && load === 'loading')) return <MatchListSkeleton rows={3} />
  if (standings === null || standings.table.length === 0) return <Empty load={load} />
  const slug = gameById(standings.gameId)?.slug ?? 'hot'
  return (
    <div className="home-data" data-testid="home-data">
      <div className="home-data-head">
        <span className="home-data-league">{entityName(standings.league, i18n.locale)}</span>
        <Link to="/$game/data" params={{ game: slug }} className="home-more">
          <Trans>查看完整数据</Trans>
        </Link>
      </div>
      <StandingsTable rows={standings.table} ranking={standings.ranking} limit={8} />
    </div>
  )
}
