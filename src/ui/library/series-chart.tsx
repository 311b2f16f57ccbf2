import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type uPlot from 'uplot'
import { beijingDay } from '../../../protocol/calendar'
import { formatMatchDay } from '../../i18n/format'
import { useUplot } from '../charts/use-uplot'
import '../charts/charts.css'

const formatDay = (epochMs: number) => formatMatchDay(beijingDay(epochMs))

type Props = {
  /** [epoch ms, value], oldest first. */
  points: readonly (readonly [number, number])[]
  label: string
  /** Appended to values on the axis and in the legend ('%'). */
  unit?: string
  /** A fixed value range (percent: [0, 100]); otherwise from the data. */
  range?: [number, number]
  testId: string
}

/** One number over a team's or player's matches, as a uPlot line with points. */
export function SeriesChart({ points, label, unit = '', range, testId }: Props) {
  const { t } = useLingui()
  const dateLabel = t`日期`
  const data = useMemo<uPlot.AlignedData>(() => [points.map((p) => p[0] / 1000), points.map((p) => p[1])], [points])
  const box = useUplot(
    data,
    (width): uPlot.Options => ({
      width,
      height: 200,
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, y: range ? { range } : {} },
      axes: [
        { stroke: '#86909c', values: (_u, ticks) => ticks.map((tick) => formatDay(tick * 1000)) },
        { stroke: '#86909c', values: (_u, ticks) => ticks.map((tick) => `${tick}${unit}`) },
      ],
      series: [
        { label: dateLabel, value: (_u, v) => (v === null ? '–' : formatDay(v * 1000)) },
        {
          label,
          stroke: '#f53f3f',
          width: 2,
          points: { show: true, size: 6 },
          value: (_u, v) => (v === null ? '–' : `${v}${unit}`),
        },
      ],
    }),
    240,
  )
  return (
    <figure className="series-chart" data-testid={testId} data-points={points.length}>
      <div ref={box} />
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  )
}
