import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import type { LibraryLeaguePage } from '../../../../protocol/calls/library'
import { useStandings } from '../../../db/queries/leagues'
import { useLeaguePage } from '../../../db/queries/library'
import { entityName } from '../../../i18n/entity-name'
import { useLeaguePageInterest } from '../../../streams/library/library-interest'
import { useStandingsInterest } from '../../../streams/matches/match-interest'
import { Crest } from '../../../ui/crest/crest'
import { gameNameById } from '../../../ui/game-names'
import { TeamGrid } from '../../../ui/library/team-grid'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { LeaderBoards } from '../../../ui/standings/leader-boards'
import { StandingsTable } from '../../../ui/standings/standings-table'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { CachedPageState } from '../cached-page-state'
import { MatchSection } from './match-section'
import { PageTabs } from './page-tabs'
import '../../../ui/library/library.css'
import '../../../ui/match/detail/detail.css'
import { usePageTitle } from '../../-app/use-page-title'

const route = getRouteApi('/leagueLibrary/$id')
const TABS = ['overview', 'standings', 'schedule', 'teams'] as const

/** /leagueLibrary/{id}: a league's overview, table and leaders, schedule and results, teams. */
export function LeaguePage() {
  const { id } = route.useParams()
  const { status, retry } = useLeaguePageInterest(id)
  const page = useLeaguePage(id)
  const { i18n } = useLingui()
  usePageTitle(page ? entityName(page.league, i18n.locale) : undefined)
  return (
    <section className="panel" data-testid="league-page">
      <CachedPageState data={page} status={status} retry={retry}>
        {(loaded) => <LeagueView page={loaded} />}
      </CachedPageState>
    </section>
  )
}

function LeagueView({ page }: { page: LibraryLeaguePage }) {
  const { i18n, t } = useLingui()
  const search = route.useSearch()
  const tab = TABS.find((name) => name === search.tab) ?? 'overview'
  const { league } = page
  const tierLabel = (tier: number) => t`第${tier}级`
  return (
    <>
      <header className="library-head">
        <Crest name={league.name} shortName={league.shortName} nameEn={league.names?.en} kind="league" size={64} />
        <div>
          <h1>{entityName(league, i18n.locale)}</h1>
          <p className="library-head-sub">
            {gameNameById(league.gameId, i18n)} · {league.region} · {tierLabel(league.tier)} ·{' '}
            {t`已赛 ${page.played} · 进行中 ${league.live} · 未开始 ${league.upcoming}`}
          </p>
        </div>
      </header>
      <PageTabs
        current={tab}
        tabs={[
          { id: 'overview', label: t`概览` },
          { id: 'standings', label: t`积分榜` },
          { id: 'schedule', label: t`赛程赛果` },
          { id: 'teams', label: t`参赛战队` },
        ]}
      />
      {tab === 'overview' ? (
        <>
          <MatchSection
            testId="league-upcoming"
            title={<Trans>即将进行</Trans>}
            matches={page.upcoming.slice(0, 5)}
            empty={<Trans>暂无即将进行的比赛</Trans>}
          />
          <MatchSection
            testId="league-results"
            title={<Trans>最近赛果</Trans>}
            matches={page.recent.slice(0, 5)}
            empty={<Trans>暂无赛果</Trans>}
          />
          <LeagueStandings gameId={league.gameId} leagueId={league.id} limit={8} />
        </>
      ) : tab === 'standings' ? (
        <LeagueStandings gameId={league.gameId} leagueId={league.id} />
      ) : tab === 'schedule' ? (
        <>
          <MatchSection
            testId="league-upcoming"
            title={<Trans>即将进行</Trans>}
            matches={page.upcoming}
            empty={<Trans>暂无即将进行的比赛</Trans>}
          />
          <MatchSection
            testId="league-results"
            title={<Trans>最近赛果</Trans>}
            matches={page.recent}
            empty={<Trans>暂无赛果</Trans>}
          />
        </>
      ) : page.teams.length === 0 ? (
        <EmptyState />
      ) : (
        <TeamGrid teams={page.teams} />
      )}
    </>
  )
}

/** The league's table (and, shown in full, its leader boards), loaded by the standings call. */
function LeagueStandings({ gameId, leagueId, limit }: { gameId: number; leagueId: string; limit?: number }) {
  const { status } = useStandingsInterest(gameId, leagueId)
  const standings = useStandings(gameId, leagueId)
  if (standings === undefined || (standings === null && status === 'loading')) return <MatchListSkeleton rows={6} />
  if (standings === null || standings.table.length === 0)
    return (
      <>
        <LoadNote status={status} />
        <EmptyState>
          <Trans>还没有已结束的比赛，积分榜暂未产生</Trans>
        </EmptyState>
      </>
    )
  return (
    <section className="library-section" data-testid="league-standings">
      <LoadNote status={status} />
      <h2>
        <Trans>积分榜</Trans>
      </h2>
      <StandingsTable rows={standings.table} ranking={standings.ranking} limit={limit} />
      {limit === undefined ? <LeaderBoards boards={standings.leaders} /> : null}
    </section>
  )
}
