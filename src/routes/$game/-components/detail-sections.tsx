import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { gameById } from '../../../../protocol/games'
import { fromRealProvider, type Match } from '../../../../protocol/match'
import type { MatchDetail } from '../../../../protocol/match-detail'
import type { IncidentRow } from '../../../db/incident-row'
import type { WinRatePoint } from '../../../db/queries/detail'
import { entityName } from '../../../i18n/entity-name'
import { WinRateChart } from '../../../ui/charts/win-rate-chart'
import { BpView } from '../../../ui/match/detail/bp-view'
import { GameStats, statLines } from '../../../ui/match/detail/game-stats'
import { IncidentTimeline } from '../../../ui/match/detail/incident-timeline'
import { Lineups } from '../../../ui/match/detail/lineups'
import { MapVeto } from '../../../ui/match/detail/map-veto'
import { PeriodScores } from '../../../ui/match/detail/period-scores'
import { RoyaleTable } from '../../../ui/match/detail/royale-table'
import { isRoyale } from '../../../ui/match/royale-lobby'
import { WinRateModel } from '../../../ui/match/win-rate-model'
import { EmptyState } from '../../../ui/status/status-page'
import { MatchNews } from './match-news'
import { MatchPlans } from './match-plans'

type Props = {
  match: Match
  incidents: IncidentRow[] | undefined
  detail: MatchDetail | null | undefined
  winRates: WinRatePoint[] | undefined
}

function Panel({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <section className="panel" data-testid={testId}>
      <h2 className="panel-title">{title}</h2>
      <div className="detail-body">{children}</div>
    </section>
  )
}

/**
 * The draft's place before it begins, as tall as a draft: the panels under it stay put when the match starts
 * (a shift under a reader's eyes, and in CLS).
 */
function PendingDraft({ kind, children }: { kind: 'moba' | 'fps'; children: ReactNode }) {
  return <div className={`draft-pending ${kind}`}>{children}</div>
}

/**
 * The match page below its head: scores by period, BP or veto, points table, chart, stats, timeline. The
 * panels of a match in its head-to-head form are there from the start, so none appears above another later.
 */
export function DetailSections({ match, incidents, detail, winRates }: Props) {
  const { t, i18n } = useLingui()
  const names = { homeName: entityName(match.home, i18n.locale), guestName: entityName(match.guest, i18n.locale) }
  const started = match.status !== 'notStarted'
  // A battle royale has no home-against-guest scores or win chance: its points table says it all.
  const versus = !isRoyale(match)
  const kind = gameById(match.gameId)?.kind
  return (
    <div className="detail-grid">
      <div className="detail-stack">
        {versus ? (
          <Panel title={t`比分详情`} testId="panel-periods">
            <PeriodScores match={match} />
          </Panel>
        ) : null}
        {versus && kind === 'moba' ? (
          <Panel title={t`BP（禁用/选用）`} testId="panel-bp">
            {detail?.kind === 'moba' && detail.games.length > 0 ? (
              <BpView games={detail.games} {...names} />
            ) : started ? (
              // Under way without a draft: the data source gives none (a real provider's REST plan).
              <EmptyState />
            ) : (
              <PendingDraft kind="moba">
                <Trans>比赛开始后显示BP</Trans>
              </PendingDraft>
            )}
          </Panel>
        ) : null}
        {versus && kind === 'fps' ? (
          <Panel title={t`地图BP`} testId="panel-veto">
            {detail?.kind === 'fps' && detail.veto.length > 0 ? (
              <MapVeto veto={detail.veto} maps={detail.maps} {...names} />
            ) : started ? (
              <EmptyState />
            ) : (
              <PendingDraft kind="fps">
                <Trans>比赛开始后显示地图BP</Trans>
              </PendingDraft>
            )}
          </Panel>
        ) : null}
        {versus ? null : (
          <Panel title={t`积分榜`} testId="panel-royale">
            {detail?.kind === 'battleRoyale' && detail.table.length > 0 ? (
              <RoyaleTable detail={detail} />
            ) : (
              <EmptyState>
                <Trans>第一轮开始后显示全场积分榜</Trans>
              </EmptyState>
            )}
          </Panel>
        )}
        {versus ? (
          <Panel title={t`胜率走势`} testId="panel-win-rate">
            {winRates && winRates.length > 0 ? (
              <WinRateChart
                // Labels and names are read when the chart is built: a new locale builds it again.
                key={i18n.locale}
                samples={winRates}
                origin={Math.min(match.startTime, winRates[0]?.[0] ?? match.startTime)}
                {...names}
              />
            ) : (
              <EmptyState>{started ? null : <Trans>比赛开始后显示实时胜率</Trans>}</EmptyState>
            )}
            {/* The model is told only under a chart it drew, in its inputs: a real provider's match has no strengths. */}
            {winRates && winRates.length > 0 ? <WinRateModel kind={kind} neutral={fromRealProvider(match.id)} /> : null}
          </Panel>
        ) : null}
        {detail && detail.kind !== 'battleRoyale' ? (
          <Panel title={t`阵容`} testId="panel-lineups">
            <Lineups home={detail.lineups.home} guest={detail.lineups.guest} {...names} />
          </Panel>
        ) : null}
      </div>
      <div className="detail-stack">
        {detail && statLines(detail, match.gameId).length === 0 ? null : (
          <Panel title={t`比赛数据`} testId="panel-stats">
            {detail ? <GameStats detail={detail} gameId={match.gameId} /> : <EmptyState />}
          </Panel>
        )}
        <Panel title={t`赛况`} testId="panel-timeline">
          {incidents === undefined ? null : incidents.length === 0 ? (
            <EmptyState>
              {match.status === 'closed' ? (
                <Trans>这场比赛只保留了赛果和数据，逐条赛况已不再保留</Trans>
              ) : started ? (
                <Trans>比赛进行中，进球、击杀等事件发生后会逐条出现在这里</Trans>
              ) : (
                <Trans>比赛尚未开始</Trans>
              )}
            </EmptyState>
          ) : (
            <IncidentTimeline entries={incidents} gameId={match.gameId} {...names} />
          )}
        </Panel>
        <MatchNews match={match} />
        <MatchPlans matchId={match.id} />
      </div>
    </div>
  )
}
