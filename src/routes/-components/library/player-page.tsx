import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { beijingDay } from '../../../../protocol/calendar'
import type { PlayerPage as PlayerPageData } from '../../../../protocol/calls/library'
import { gameById } from '../../../../protocol/games'
import { usePlayerPage } from '../../../db/queries/library'
import { usePlayerPageInterest } from '../../../streams/library/library-interest'
import { PlayerSilhouette } from '../../../ui/crest/crest'
import { gameNameById } from '../../../ui/game-names'
import { PlayerList } from '../../../ui/library/player-list'
import { RecordFigures } from '../../../ui/library/record-figures'
import { SeriesChart } from '../../../ui/library/series-chart'
import { DayHeading } from '../../../ui/match/day-heading'
import { incidentLabel } from '../../../ui/match/match-labels'
import { MatchRow } from '../../../ui/match/match-row'
import { roleLabel } from '../../../ui/match/role-labels'
import { EmptyState } from '../../../ui/status/status-page'
import { CachedPageState } from '../cached-page-state'
import '../../../ui/library/library.css'
import '../../../ui/match/match.css'
import '../../../ui/match/match-list.css'
import { usePageTitle } from '../../-app/use-page-title'

const route = getRouteApi('/playerLibrary/$id')

/** /playerLibrary/{id}: a player's team and role, record, numbers per match and in total, a chart. */
export function PlayerPage() {
  const { id } = route.useParams()
  const { status, retry } = usePlayerPageInterest(id)
  const page = usePlayerPage(id)
  usePageTitle(page?.player.nickname, page ? `${page.player.nickname} ${page.player.realName}` : undefined)
  return (
    <section className="panel" data-testid="player-page">
      <CachedPageState data={page} status={status} retry={retry}>
        {(loaded) => <PlayerView page={loaded} />}
      </CachedPageState>
    </section>
  )
}

function PlayerView({ page }: { page: PlayerPageData }) {
  const { i18n, t } = useLingui()
  const { player } = page
  const draws = gameById(player.gameId)?.kind === 'football'
  return (
    <>
      <header className="library-head">
        <PlayerSilhouette size={72} />
        <div>
          <h1>{player.nickname}</h1>
          <p className="library-head-sub">
            {player.realName} · {roleLabel(player.role, (d) => i18n._(d))} · {gameNameById(player.gameId, i18n)}
            {player.country ? ` · ${player.country}` : ''}
            {player.birthDate ? ` · ${t`生日 ${player.birthDate}`}` : ''}
            {player.team ? (
              <>
                {' · '}
                <Link to="/squadLibrary/$id" params={{ id: player.team.id }} data-testid="player-team-link">
                  {player.team.name}
                </Link>
              </>
            ) : (
              ` · ${t`自由选手`}`
            )}
          </p>
        </div>
      </header>
      <section className="library-section">
        <h2>
          <Trans>近期战绩</Trans>
        </h2>
        <RecordFigures record={page.record} draws={draws} />
        {page.totals.length > 0 ? (
          <ul className="numbers-list" data-testid="player-totals">
            {page.totals.map((total) => (
              <li key={total.kind}>
                {incidentLabel(total.kind, i18n)} × {total.count}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {page.seriesKind ? (
        <section className="library-section">
          <h2>{t`每场${incidentLabel(page.seriesKind, i18n)}`}</h2>
          <SeriesChart
            testId="player-series-chart"
            label={incidentLabel(page.seriesKind, i18n)}
            points={page.series.map((p) => [p.time, p.value] as const)}
          />
        </section>
      ) : null}
      <section className="library-section" data-testid="player-matches">
        <h2>
          <Trans>最近比赛</Trans>
        </h2>
        {page.recent.length === 0 ? (
          <EmptyState>
            <Trans>还没有已结束的比赛</Trans>
          </EmptyState>
        ) : (
          <div className="library-matches">
            {page.recent.map((entry) => (
              <div key={entry.match.id}>
                <div className="match-group-heading">
                  <DayHeading day={beijingDay(entry.match.startTime)} />
                </div>
                <MatchRow match={entry.match} showGame={false} />
                {entry.numbers.length > 0 ? (
                  <ul className="numbers-list">
                    {entry.numbers.map((n) => (
                      <li key={n.kind}>
                        {incidentLabel(n.kind, i18n)} × {n.count}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ))}
          </div>
        )}
      </section>
      {page.teammates.length > 0 && player.team ? (
        <section className="library-section">
          <h2>
            <Trans>队友</Trans>
          </h2>
          <PlayerList players={page.teammates.map((mate) => ({ ...mate, team: player.team }))} fixed />
        </section>
      ) : null}
    </>
  )
}
