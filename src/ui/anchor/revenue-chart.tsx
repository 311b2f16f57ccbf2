import { useLingui } from '@lingui/react/macro'
import { useMemo, useRef } from 'react'
import type uPlot from 'uplot'
import { useUplot } from '../charts/use-uplot'
import './revenue-chart.css'

export type RevenuePoint = { date: string; profit: number }

type Props = { points: readonly RevenuePoint[]; height?: number }

const ACCENT = '#ff5722'

/**
 * x is the day's index in the range (0 = oldest): the days are Beijing days, and uPlot's time axis would
 * draw them in the viewer's time zone. The labels are the days themselves, MM-DD.
 */
function toAligned(points: readonly RevenuePoint[]): uPlot.AlignedData {
  return [points.map((_, index) => index), points.map((p) => p.profit)]
}

/** Whole-day tick steps only: a tick between two days would have no label. */
const DAY_STEPS = [1, 2, 3, 5, 7, 10, 15]

/** Daily profit as uPlot bars, fed with setData on a range switch rather than rebuilt (see useUplot). */
export function RevenueChart({ points, height = 240 }: Props) {
  const { t } = useLingui()
  const dateLabel = t`日期`
  const profitLabel = t`收益（金币）`
  // The axis formatter is fixed at creation; it reads the days of the data currently shown.
  const days = useRef(points.map((p) => p.date.slice(5)))
  days.current = points.map((p) => p.date.slice(5))
  const data = useMemo(() => toAligned(points), [points])
  const box = useUplot(
    data,
    (width, lib): uPlot.Options => {
      const dayLabel = (index: number) => days.current[index] ?? ''
      return {
        width,
        height,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(10, Math.ceil(max * 1.15))] },
        },
        axes: [
          { stroke: '#86909c', incrs: DAY_STEPS, space: 48, values: (_u, ticks) => ticks.map(dayLabel) },
          { stroke: '#86909c', size: 56 },
        ],
        series: [
          { label: dateLabel, value: (_u, v) => (v === null ? '–' : dayLabel(v)) },
          {
            label: profitLabel,
            stroke: ACCENT,
            fill: 'rgba(255,87,34,0.35)',
            width: 1,
            paths: lib.paths.bars?.({ size: [0.6, 36] }),
            points: { show: false },
          },
        ],
      }
    },
    240,
  )

  return (
    <figure className="anchor-chart" data-testid="revenue-chart" data-points={points.length}>
      <div ref={box} />
      <figcaption className="visually-hidden">{t`每日收益`}</figcaption>
    </figure>
  )
}
