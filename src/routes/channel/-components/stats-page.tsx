import { useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { ChannelDay, StatsRange } from '../../../../protocol/channel'
import { yuan } from '../../../../protocol/payments'
import { useChannelCache } from '../../../db/queries/channel'
import { channelKeys, channelLoads, useChannelInterest } from '../../../streams/channel/channel-loads'
import { DailyChart } from '../../../ui/channel/daily-chart'
import { usePageTitle } from '../../-app/use-page-title'
import { ChannelCentre, ChannelPanel, Loaded } from './channel-centre'
import { downloadText, statsCsv } from './stats-csv'

const RANGES: readonly StatsRange[] = [7, 14, 30]

/** /channel/statistical: daily registrations, active users and recharges over 7, 14 or 30 days; CSV export. */
export function StatsPage() {
  const { t } = useLingui()
  usePageTitle(t`数据统计`)
  return (
    <ChannelCentre active="stats">
      <Stats />
    </ChannelCentre>
  )
}

function Stats() {
  const { t } = useLingui()
  const [days, setDays] = useState<StatsRange>(7)
  const { status, retry } = useChannelInterest(`stats:${days}`, true, channelLoads.stats(days))
  const stats = useChannelCache('stats', channelKeys.stats(days))
  const headings = [t`日期`, t`注册用户`, t`活跃用户`, t`充值笔数`, t`充值金额（元）`] as const
  const exportCsv = (list: readonly ChannelDay[]) =>
    downloadText(statsCsv(list, headings), `channel-${list[0]?.day ?? ''}-${list.at(-1)?.day ?? ''}.csv`)
  return (
    <ChannelPanel
      title={t`数据统计`}
      testId="channel-stats"
      aside={
        <span className="plan-row-actions">
          {RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={range === days}
              className={range === days ? 'button button-primary' : 'button'}
              onClick={() => setDays(range)}
            >
              {t`近${range}天`}
            </button>
          ))}
          <button
            type="button"
            className="button"
            data-testid="channel-export"
            disabled={!stats}
            onClick={() => stats && exportCsv(stats.list)}
          >
            {t`导出CSV`}
          </button>
        </span>
      }
    >
      <Loaded data={stats} status={status} retry={retry}>
        {({ list }) => <StatsBody list={list} headings={headings} />}
      </Loaded>
    </ChannelPanel>
  )
}

function StatsBody({ list, headings }: { list: readonly ChannelDay[]; headings: readonly string[] }) {
  const { t } = useLingui()
  const days = useMemo(() => list.map((d) => d.day), [list])
  const counts = useMemo(
    () => [
      { label: t`注册用户`, values: list.map((d) => d.registrations), color: '#165dff' },
      { label: t`活跃用户`, values: list.map((d) => d.active), color: '#00b42a' },
      { label: t`充值笔数`, values: list.map((d) => d.recharges), color: '#ff7d00' },
    ],
    [list, t],
  )
  const money = useMemo(
    () => [{ label: t`充值金额（元）`, values: list.map((d) => d.rechargeCents / 100), color: '#f53f3f', bars: true }],
    [list, t],
  )
  return (
    <div className="channel-charts">
      <DailyChart days={days} series={counts} testId="channel-counts-chart" caption={t`每日注册、活跃与充值笔数`} />
      <DailyChart days={days} series={money} testId="channel-money-chart" caption={t`每日充值金额`} />
      <table className="plan-table" data-testid="channel-stats-table">
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={heading} className={index > 0 ? 'numeric' : undefined}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...list].reverse().map((d) => (
            <tr key={d.day} data-testid="channel-stats-row">
              <td>{d.day}</td>
              <td className="numeric">{d.registrations}</td>
              <td className="numeric">{d.active}</td>
              <td className="numeric">{d.recharges}</td>
              <td className="numeric">{yuan(d.rechargeCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
