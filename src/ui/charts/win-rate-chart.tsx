import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type uPlot from 'uplot'
import './charts.css'
import { useUplot } from './use-uplot'

/** One sample of the home side's live win rate: epoch ms and percent. */
export type WinRateSample = readonly [at: number, winRate: number]

type Props = {
  samples: readonly WinRateSample[]
  /** The match's start, epoch ms: the x axis counts the minutes since it (breaks included). */
  origin: number
  homeName: string
  guestName: string
  height?: number
}

const HOME = '#f53f3f'
const GUEST = '#3491fa'

/** x in match minutes since `origin` (never before it: a sample earlier than the start counts as 0'). */
export function toAligned(samples: readonly WinRateSample[], origin: number): uPlot.AlignedData {
  return [
    samples.map((s) => Math.max(0, s[0] - origin) / 60_000),
    samples.map((s) => s[1]),
    samples.map((s) => 100 - s[1]),
  ]
}

/** A match minute as fans write it: 0', 12', 95'. */
export function minuteLabel(minutes: number | null): string {
  return minutes === null ? '–' : `${Math.floor(minutes)}'`
}

/** The win rate's history as a uPlot line chart, fed each pushed event with setData (see useUplot). */
export function WinRateChart({ samples, origin, homeName, guestName, height = 220 }: Props) {
  const { t } = useLingui()
  const timeLabel = t`开赛后`
  const data = useMemo(() => toAligned(samples, origin), [samples, origin])
  // The names and height are read once, at creation; later samples go through setData.
  const box = useUplot(
    data,
    (width): uPlot.Options => ({
      width,
      height,
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false }, y: { range: [0, 100] } },
      axes: [
        {
          stroke: '#86909c',
          // Whole minutes only, so no two ticks read the same.
          incrs: [1, 2, 5, 10, 15, 30, 60],
          values: (_u, ticks) => ticks.map((tick) => minuteLabel(tick)),
        },
        { stroke: '#86909c', values: (_u, ticks) => ticks.map((tick) => `${tick}%`) },
      ],
      // Without the cursor over the chart the legend reads the latest sample, not dashes.
      series: [
        { label: timeLabel, value: (u, v, s, i) => minuteLabel(latest(u, v, s, i)) },
        {
          label: homeName,
          stroke: HOME,
          width: 2,
          fill: 'rgba(245,63,63,0.08)',
          value: (u, v, s, i) => percent(latest(u, v, s, i)),
        },
        { label: guestName, stroke: GUEST, width: 2, value: (u, v, s, i) => percent(latest(u, v, s, i)) },
      ],
    }),
    200,
  )

  return (
    <figure className="win-rate-chart" data-testid="win-rate-chart" data-points={samples.length}>
      <div ref={box} className="win-rate-chart-plot" />
      <figcaption className="visually-hidden">{t`胜率走势`}</figcaption>
    </figure>
  )
}

/** The value under the cursor, or with no cursor (a null index) the series' last one. */
function latest(u: uPlot, value: number | null, series: number, index: number | null): number | null {
  if (index !== null) return value
  const values = u.data[series]
  return values?.[values.length - 1] ?? null
}

function percent(value: number | null): string {
  return value === null ? '–' : `${Math.round(value * 10) / 10}%`
}
