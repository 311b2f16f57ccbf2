import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { TeamPage as TeamPageData } from '../../../../protocol/calls/library'
import { gameById } from '../../../../protocol/games'
import { useHeadToHead, useTeamPage } from '../../../db/queries/library'
import { entityName } from '../../../i18n/entity-name'
import { useHeadToHeadInterest, useTeamPageInterest } from '../../../streams/library/library-interest'
import { Crest } from '../../../ui/crest/crest'
import { gameNameById } from '../../../ui/game-names'
import { FormChips } from '../../../ui/library/form-chips'
import { PlayerList } from '../../../ui/library/player-list'
import { RecordFigures } from '../../../ui/library/record-figures'
import { SeriesChart } from '../../../ui/library/series-chart'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { CachedPageState } from '../cached-page-state'
import { MatchSection } from './match-section'
import { PageTabs } from './page-tabs'
import '../../../ui/library/library.css'
import { usePageTitle } from '../../-app/use-page-title'

const route = getRouteApi('/squadLibrary/$id')
const TABS = ['overview', 'roster', 'matches', 'versus'] as const

/** /squadLibrary/{id}: a team's record and form, roster, results and coming matches, head-to-head. */
export function TeamPage() {
  const { id } = route.useParams()
  const { status, retry } = useTeamPageInterest(id)
  const page = useTeamPage(id)
  const { i18n } = useLingui()
  usePageTitle(
    page ? entityName({ name: page.team.name, names: { en: page.team.nameEn } }, i18n.locale) : undefined,
    page ? `${page.team.name} (${page.team.nameEn})` : undefined,
  )
  return (
    <section className="panel" data-testid="team-page">
      <CachedPageState data={page} status={status} retry={retry}>
        {(loaded) => <TeamView page={loaded} />}
      </CachedPageState>
    </section>
  )
}

function TeamView({ page }: { page: TeamPageData }) {
  const { i18n, t } = useLingui()
  const search = route.useSearch()
  const tab = TABS.find((name) => name === search.tab) ?? 'overview'
  const { team } = page
  const draws = gameById(team.gameId)?.kind === 'football'
  return (
    <>
      <header className="library-head">
        <Crest name={team.name} shortName={team.shortName} nameEn={team.nameEn} logo={team.logo} size={72} />
        <div>
          <h1>{team.name}</h1>
          <p className="library-head-sub">
            {team.nameEn} · {gameNameById(team.gameId, i18n)}
            {team.country ? ` · ${team.country}` : ''}
            {page.leagues.map((league) => (
              <span key={league.id}>
                {' · '}
                <Link to="/leagueLibrary/$id" params={{ id: league.id }}>
                  {league.name}
                </Link>
              </span>
            ))}
          </p>
        </div>
      </header>
      <PageTabs
        current={tab}
        tabs={[
          { id: 'overview', label: t`概览` },
          { id: 'roster', label: t`阵容` },
          { id: 'matches', label: t`赛程赛果` },
          { id: 'versus', label: t`交锋记录` },
        ]}
      />
      {tab === 'overview' ? (
        <>
          <section className="library-section">
            <h2>
              <Trans>战绩</Trans>
            </h2>
            <RecordFigures record={page.record} draws={draws} />
            <p>
              {t`近况`} <FormChips form={page.form} />
            </p>
          </section>
          <section className="library-section">
            <h2>
              <Trans>胜率走势</Trans>
            </h2>
            {page.formSeries.length === 0 ? (
              <EmptyState>
                <Trans>还没有已结束的比赛</Trans>
              </EmptyState>
            ) : (
              <SeriesChart
                testId="team-form-chart"
                label={t`累计胜率`}
                unit="%"
                range={[0, 100]}
                points={page.formSeries.map((p) => [p.time, p.winRate] as const)}
              />
            )}
          </section>
          <MatchSection
            testId="team-upcoming"
            title={<Trans>即将进行</Trans>}
            matches={page.upcoming.slice(0, 5)}
            empty={<Trans>暂无即将进行的比赛</Trans>}
          />
        </>
      ) : tab === 'roster' ? (
        page.roster.length === 0 ? (
          <EmptyState>
            <Trans>暂无阵容信息</Trans>
          </EmptyState>
        ) : (
          <PlayerList players={page.roster} fixed />
        )
      ) : tab === 'matches' ? (
        <>
          <MatchSection
            testId="team-upcoming"
            title={<Trans>即将进行</Trans>}
            matches={page.upcoming}
            empty={<Trans>暂无即将进行的比赛</Trans>}
          />
          <MatchSection
            testId="team-results"
            title={<Trans>最近赛果</Trans>}
            matches={page.recent}
            empty={<Trans>暂无赛果</Trans>}
          />
        </>
      ) : (
        <Versus page={page} draws={draws} />
      )}
    </>
  )
}

/** Head-to-head against an opponent picked from the teams it has played (most meetings first). */
function Versus({ page, draws }: { page: TeamPageData; draws: boolean }) {
  const { t } = useLingui()
  const [opponentId, setOpponentId] = useState<string | null>(page.opponents[0]?.id ?? null)
  const { status } = useHeadToHeadInterest(page.team.id, opponentId)
  const h2h = useHeadToHead(page.team.id, opponentId ?? '')
  if (page.opponents.length === 0)
    return (
      <EmptyState>
        <Trans>还没有交锋记录</Trans>
      </EmptyState>
    )
  return (
    <section className="library-section" data-testid="head-to-head">
      <label className="library-toolbar">
        {t`对手`}{' '}
        <select value={opponentId ?? ''} onChange={(e) => setOpponentId(e.target.value)} data-testid="opponent-select">
          {page.opponents.map((o) => (
            <option key={o.id} value={o.id}>
              {t`${o.name}（交锋 ${o.meetings} 次）`}
            </option>
          ))}
        </select>
      </label>
      <LoadNote status={status} />
      {h2h === undefined || h2h === null ? (
        status === 'offline' ? (
          <EmptyState>
            <Trans>网络出问题了，暂无缓存数据</Trans>
          </EmptyState>
        ) : (
          <MatchListSkeleton rows={4} />
        )
      ) : (
        <>
          <RecordFigures record={h2h.record} draws={draws} />
          <MatchSection
            testId="head-to-head-matches"
            title={t`${h2h.team.name} 对阵 ${h2h.opponent.name}`}
            matches={h2h.matches}
            empty={<Trans>还没有交锋记录</Trans>}
          />
        </>
      )}
    </section>
  )
}
