import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { gameBySlug } from '../../../../protocol/games'
import { useLeagues, useStandings } from '../../../db/queries/leagues'
import { useConnectionState } from '../../../streams/core/connection-state'
import { useLeaguesInterest, useStandingsInterest } from '../../../streams/matches/match-interest'
import { gameName } from '../../../ui/game-names'
import { isShowingCache } from '../../../ui/layout/connection-view'
import { LeagueFilter } from '../../../ui/match/league-filter'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { LeaderBoards } from '../../../ui/standings/leader-boards'
import { StandingsTable } from '../../../ui/standings/standings-table'
import { EmptyState } from '../../../ui/status/status-page'
import '../../../ui/match/detail/detail.css'

const route = getRouteApi('/$game/data')

/** The game's data: pick a league (the first by tier by default), see its table and leader boards. */
export function GameDataPage() {
  const { i18n } = useLingui()
  const { game } = route.useParams()
  const { league } = route.useSearch()
  const navigate = route.useNavigate()
  const gameId = gameBySlug(game)?.gameId
  const { status: load } = useLeaguesInterest(gameId)
  const leagues = useLeagues(gameId)
  const chosen = leagues?.find((l) => l.id === league) ?? leagues?.[0]
  return (
    <section className="panel" data-testid="game-data-page">
      <div className="data-page-head">
        <h1 className="data-page-title">
          <Trans>{gameName(game, i18n)} 比赛数据</Trans>
        </h1>
        <LeagueFilter
          leagues={leagues}
          value={chosen?.id}
          onChange={(next) => void navigate({ search: { league: next } })}
        />
      </div>
      {leagues === undefined || (leagues.length === 0 && load === 'loading') ? (
        <MatchListSkeleton rows={6} />
      ) : chosen ? (
        <LeagueData key={chosen.id} gameId={chosen.gameId} leagueId={chosen.id} />
      ) : (
        <EmptyState>{load === 'offline' ? <Trans>网络出问题了，暂无缓存数据</Trans> : null}</EmptyState>
      )}
    </section>
  )
}

function LeagueData({ gameId, leagueId }: { gameId: number; leagueId: string }) {
  const { status: load } = useStandingsInterest(gameId, leagueId)
  const standings = useStandings(gameId, leagueId)
  const connection = useConnectionState()
  if (standings === undefined || (standings === null && load === 'loading')) return <MatchListSkeleton rows={6} />
  if (standings === null || standings.table.length === 0) {
    const offline = load === 'offline' || isShowingCache(connection)
    return <EmptyState>{offline ? <Trans>网络出问题了，暂无缓存数据</Trans> : null}</EmptyState>
  }
  return (
    <div className="detail-body" data-testid="league-data" data-league={leagueId}>
      <p className="data-page-meta">
        <Trans>根据 {standings.matchesCounted} 场已结束比赛统计</Trans>
      </p>
      <StandingsTable rows={standings.table} ranking={standings.ranking} />
      <h2 className="panel-title">
        <Trans>数据榜</Trans>
      </h2>
      <div className="detail-body">
        <LeaderBoards boards={standings.leaders} />
      </div>
    </div>
  )
}
