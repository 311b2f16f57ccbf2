import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { dayRange } from '../../../../protocol/calendar'
import type { ReturnsRecord } from '../../../../protocol/experts'
import { useExpertCache } from '../../../db/queries/experts'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { SeriesChart } from '../../../ui/library/series-chart'
import { LoadNote } from '../../../ui/user/load-note'
import { usePageTitle } from '../../-app/use-page-title'
import { CreatorCentre, CreatorPanel } from './creator-centre'

const RANGES = [7, 14, 30] as const

/** /creatorCenter/dataShow: revenue per day (uPlot) over 7, 14 or 30 days, and per month. */
export function DataPage() {
  const { t } = useLingui()
  usePageTitle(t`收益明细`)
  return (
    <CreatorCentre active="data">
      <Data />
    </CreatorCentre>
  )
}

function ReturnsTable({ rows, testId }: { rows: readonly ReturnsRecord[]; testId: string }) {
  const { t } = useLingui()
  return (
    <table className="plan-table" data-testid={testId}>
      <thead>
        <tr>
          <th>{t`日期`}</th>
          <th className="numeric">{t`售出`}</th>
          <th className="numeric">{t`买家支付`}</th>
          <th className="numeric">{t`退款`}</th>
          <th className="numeric">{t`收益`}</th>
        </tr>
      </thead>
      <tbody>
        {[...rows].reverse().map((row) => (
          <tr key={row.period}>
            <td>{row.period}</td>
            <td className="numeric">{row.sales}</td>
            <td className="numeric">{row.paid}</td>
            <td className="numeric">{row.refunded}</td>
            <td className="numeric">{row.revenue}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Data() {
  const { t } = useLingui()
  const [days, setDays] = useState<(typeof RANGES)[number]>(7)
  const { status } = useExpertInterest(`returns:${days}`, expertLoads.daily(days), expertLoads.monthly())
  const daily = useExpertCache('daily', expertKeys.daily(days))
  const monthly = useExpertCache('monthly', expertKeys.monthly())
  const points = useMemo(
    () => (daily?.list ?? []).map((row) => [dayRange(row.period).start, row.revenue] as const),
    [daily],
  )
  return (
    <>
      <LoadNote status={status} />
      <CreatorPanel
        title={<Trans>每日收益</Trans>}
        testId="creator-daily"
        aside={
          <span className="plan-row-actions">
            {RANGES.map((range) => (
              <button
                key={range}
                type="button"
                className={range === days ? 'button button-primary' : 'button'}
                onClick={() => setDays(range)}
              >
                {t`${range}天`}
              </button>
            ))}
          </span>
        }
      >
        {points.length > 0 ? (
          <SeriesChart points={points} label={t`收益（金币）`} testId="creator-revenue-chart" />
        ) : null}
        <ReturnsTable rows={daily?.list ?? []} testId="creator-daily-table" />
      </CreatorPanel>
      <CreatorPanel title={<Trans>每月收益</Trans>} testId="creator-monthly">
        <ReturnsTable rows={monthly?.list ?? []} testId="creator-monthly-table" />
      </CreatorPanel>
    </>
  )
}
