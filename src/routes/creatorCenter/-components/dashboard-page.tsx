import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReturnsRecord } from '../../../../protocol/experts'
import { useExpertCache } from '../../../db/queries/experts'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { RecentResults, RecordFigures } from '../../../ui/expert/expert-card'
import { statusLabel } from '../../../ui/expert/plan-labels'
import { LoadNote } from '../../../ui/user/load-note'
import { usePageTitle } from '../../-app/use-page-title'
import { CreatorCentre, CreatorPanel } from './creator-centre'

/** /creatorCenter: sales and revenue today, this month and all time, plans by status, the record. */
export function DashboardPage() {
  const { t } = useLingui()
  usePageTitle(t`创作者中心`)
  return (
    <CreatorCentre active="home">
      <Dashboard />
    </CreatorCentre>
  )
}

function Dashboard() {
  const { i18n, t } = useLingui()
  const { status } = useExpertInterest('summary', expertLoads.summary())
  const summary = useExpertCache('summary', expertKeys.summary())
  const figures = (label: string, record: ReturnsRecord | undefined) => (
    <div>
      <dt>{label}</dt>
      <dd>{t`${record?.revenue ?? 0} 金币`}</dd>
      <small className="form-hint">{t`售出 ${record?.sales ?? 0} · 退款 ${record?.refunded ?? 0}`}</small>
    </div>
  )
  return (
    <>
      <LoadNote status={status} />
      <CreatorPanel
        title={<Trans>数据概览</Trans>}
        testId="creator-dashboard"
        aside={
          <Link to="/creatorCenter/progManage" className="button button-primary" data-testid="new-plan-link">
            <Trans>发布方案</Trans>
          </Link>
        }
      >
        <dl className="creator-figures">
          {figures(t`今日收益`, summary?.today)}
          {figures(t`本月收益`, summary?.month)}
          {figures(t`累计收益`, summary?.total)}
          <div>
            <dt>{t`待结算收益`}</dt>
            <dd>{t`${summary?.pendingRevenue ?? 0} 金币`}</dd>
            <small className="form-hint">{t`比赛结束、方案结算后到账`}</small>
          </div>
        </dl>
        {summary ? (
          <dl className="creator-figures" data-testid="creator-plan-counts">
            {(['published', 'underReview', 'refused', 'offSale'] as const).map((status) => (
              <div key={status}>
                <dt>{statusLabel(status, i18n)}</dt>
                <dd>{summary.plans[status] ?? 0}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </CreatorPanel>
      {summary ? (
        <CreatorPanel title={<Trans>我的战绩</Trans>}>
          <RecordFigures record={summary.expert.record} />
          <p>
            {t`粉丝 ${summary.expert.followers}`} · <RecentResults record={summary.expert.record} />
          </p>
          <Link to="/expert/$id" params={{ id: String(summary.expert.uid) }}>
            <Trans>查看我的专家主页</Trans>
          </Link>
        </CreatorPanel>
      ) : null}
    </>
  )
}
