import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type uPlot from 'uplot'
import { formatMatchTime } from '../../i18n/format'
import './charts.css'
import { useUplot } from './use-uplot'

/** One sample of the home side's live win rate: epoch ms and percent. */
export type WinRateSample = readonly [at: number, winRate: number]

type Props = {
  samples: readonly WinRateSample[]
  homeName: string
  guestName: string
  height?: number
}

const HOME = '#f53f3f'
const GUEST = '#3491fa'

function toAligned(samples: readonly WinRateSample[]): uPlot.AlignedData {
  return [samples.map((s) => s[0] / 1000), samples.map((s) => s[1]), samples.map((s) => 100 - s[1])]
}

/** The win rate's history as a uPlot line chart, fed each pushed event with setData (see useUplot). */
export function WinRateChart({ samples, homeName, guestName, height = 220 }: Props) {
  const { t } = useLingui()
  const timeLabel = t`时间`
  const data = useMemo(() => toAligned(samples), [samples])
  // The names and height are read once, at creation; later samples go through setData.
  const box = useUplot(
    data,
    (width): uPlot.Options => ({
      width,
      height,
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: [0, 100] } },
      axes: [
        { stroke: '#86909c', values: (_u, ticks) => ticks.map((tick) => formatMatchTime(tick * 1000)) },
        { stroke: '#86909c', values: (_u, ticks) => ticks.map((tick) => `${tick}%`) },
      ],
      series: [
        { label: timeLabel, value: (_u, v) => (v === null ? '–' : formatMatchTime(v * 1000)) },
        { label: homeName, stroke: HOME, width: 2, fill: 'rgba(245,63,63,0.08)', value: (_u, v) => percent(v) },
        { label: guestName, stroke: GUEST, width: 2, value: (_u, v) => percent(v) },
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

function percent(value: number | null): string {
  return value === null ? '–' : `${Math.round(value * 10) / 10}%`
}
