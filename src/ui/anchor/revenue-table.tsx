import { Trans } from '@lingui/react/macro'
import { EmptyState } from '../status/status-page'
import type { RevenuePoint } from './revenue-chart'
import './revenue-table.css'

export type RevenueRange = 7 | 14 | 30

/** §9 revenue filter ranges. */
export const REVENUE_RANGES: readonly RevenueRange[] = [7, 14, 30]

export function RevenueTabs({ days, onChange }: { days: RevenueRange; onChange: (days: RevenueRange) => void }) {
  return (
    <div className="anchor-tabs" role="tablist">
      {REVENUE_RANGES.map((range) => (
        <button
          type="button"
          role="tab"
          key={range}
          aria-selected={range === days}
          data-testid={`revenue-range-${range}`}
          onClick={() => onChange(range)}
        >
          <Trans>{range}天</Trans>
        </button>
      ))}
    </div>
  )
}

/** Today, the last 7 days and all time, in coins. */
export function RevenueTotals({ today, week, total }: { today: number; week: number; total: number }) {
  return (
    <dl className="anchor-totals" data-testid="revenue-totals">
      <div>
        <dt>
          <Trans>今日收益</Trans>
        </dt>
        <dd data-testid="revenue-today">{today}</dd>
      </div>
      <div>
        <dt>
          <Trans>近7天收益</Trans>
        </dt>
        <dd data-testid="revenue-week">{week}</dd>
      </div>
      <div>
        <dt>
          <Trans>累计收益</Trans>
        </dt>
        <dd data-testid="revenue-total">{total}</dd>
      </div>
    </dl>
  )
}

/** §3 Revenue record: one row per day, newest first. */
export function RevenueTable({ points }: { points: readonly RevenuePoint[] }) {
  if (points.length === 0) return <EmptyState />
  return (
    <table className="anchor-table" data-testid="revenue-table">
      <thead>
        <tr>
          <th>
            <Trans>日期</Trans>
          </th>
          <th className="numeric">
            <Trans>收益（金币）</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {[...points].reverse().map((point) => (
          <tr key={point.date}>
            <td>{point.date}</td>
            <td className="numeric">{point.profit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
