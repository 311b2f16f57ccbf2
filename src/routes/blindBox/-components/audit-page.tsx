import { Trans, useLingui } from '@lingui/react/macro'
import type { AuditVersion } from '../../../../protocol/blindbox'
import { useBlindBoxCache } from '../../../db/queries/blindbox'
import { blindBoxKeys, blindBoxLoads, useBlindBoxInterest } from '../../../streams/blindbox/blindbox-loads'
import { formatChinaDate, formatOdds } from '../../../ui/blindbox/prize-labels'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { EmptyState, NetworkProblemPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import '../../../ui/expert/expert.css'
import '../../../ui/blindbox/blindbox.css'
import { usePageTitle } from '../../-app/use-page-title'

/** Administrators: per box and odds version, the draws per prize against the published odds, and the test. */
export function AuditPage() {
  const { t } = useLingui()
  usePageTitle(t`盲盒概率审计`)
  const { status, retry } = useBlindBoxInterest('audit', true, blindBoxLoads.audit())
  const audit = useBlindBoxCache('audit', blindBoxKeys.audit())
  if (audit === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  return (
    <section className="panel expert-panel container" data-testid="blindbox-audit">
      <div className="expert-section">
        <h2>
          <Trans>盲盒概率审计</Trans>
        </h2>
      </div>
      <LoadNote status={status} />
      {audit ? (
        <p className="blindbox-meta">
          {t`对每个概率版本的非保底抽取做卡方拟合优度检验，显著性水平 α = ${audit.alpha}；任一奖品期望次数少于 ${audit.minExpected} 时样本不足，不作判断。保底抽取单独计数，须全部为大奖。`}
        </p>
      ) : null}
      {audit === undefined || (audit === null && status === 'loading') ? (
        <MatchListSkeleton rows={4} />
      ) : !audit || audit.list.length === 0 ? (
        <EmptyState />
      ) : (
        audit.list.map((version) => <VersionAudit key={`${version.boxId}:${version.oddsVersion}`} version={version} />)
      )}
    </section>
  )
}

function VersionAudit({ version }: { version: AuditVersion }) {
  const { i18n, t } = useLingui()
  const verdict =
    version.verdict === 'pass' ? t`符合公示概率` : version.verdict === 'fail' ? t`偏离公示概率` : t`样本不足`
  const percent = (share: number) => formatOdds(Math.round(share * 10_000), i18n.locale)
  return (
    <div
      className="expert-section blindbox-section"
      data-testid="blindbox-audit-version"
      data-verdict={version.verdict}
    >
      <h3>
        {t`${version.boxName} · 第${version.oddsVersion}版`}
        {version.current ? ` ${t`（当前）`}` : null}{' '}
        <span className={`blindbox-audit-verdict ${version.verdict}`}>{verdict}</span>
      </h3>
      <p className="blindbox-meta">
        {t`${formatChinaDate(version.publishedAt)} 发布 · 共 ${version.draws} 次（按概率 ${version.naturalDraws} 次，保底 ${version.guaranteedDraws} 次）`}
        {' · '}
        {version.chiSquare === null || version.pValue === null
          ? t`无抽取记录`
          : t`χ² = ${version.chiSquare.toFixed(2)}，自由度 ${version.degreesOfFreedom}，p = ${version.pValue.toPrecision(3)}`}
        {' · '}
        {version.guaranteesTop ? t`保底均为大奖` : t`存在非大奖的保底记录`}
      </p>
      <table className="plan-table">
        <thead>
          <tr>
            <th>{t`奖品`}</th>
            <th className="numeric">{t`公示概率`}</th>
            <th className="numeric">{t`实际占比`}</th>
            <th className="numeric">{t`期望次数`}</th>
            <th className="numeric">{t`按概率次数`}</th>
            <th className="numeric">{t`保底次数`}</th>
          </tr>
        </thead>
        <tbody>
          {version.prizes.map((prize) => (
            <tr key={prize.prizeId}>
              <td>
                {prize.name}
                {prize.top ? (
                  <span className="blindbox-top">
                    <Trans>大奖</Trans>
                  </span>
                ) : null}
              </td>
              <td className="numeric">{formatOdds(prize.oddsBp, i18n.locale)}</td>
              <td className="numeric">{percent(prize.observedShare)}</td>
              <td className="numeric">{prize.expected.toFixed(1)}</td>
              <td className="numeric">{prize.draws - prize.guaranteed}</td>
              <td className="numeric">{prize.guaranteed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
