import { useLingui } from '@lingui/react/macro'
import { useMemo, useRef } from 'react'
import type uPlot from 'uplot'
import { useUplot } from '../charts/use-uplot'
import '../charts/charts.css'

export type DailySeries = { label: string; values: readonly number[]; color: string; bars?: boolean }

type Props = {
  /** YYYY-MM-DD China-time days, oldest first. */
  days: readonly string[]
  series: readonly DailySeries[]
  testId: string
  caption: string
}

/** Whole-day tick steps only: a tick between two days would have no label. */
const DAY_STEPS = [1, 2, 3, 5, 7, 10, 15]

/**
 * Figures per day as uPlot lines (or bars). x is the day's index: the days are China-time days, which
 * uPlot's time axis would draw in the viewer's zone; the labels are the days themselves, MM-DD. The series
 * are fixed at creation; later ranges are fed with setData (see useUplot).
 */
export function DailyChart({ days, series, testId, caption }: Props) {
  const { t } = useLingui()
  const dateLabel = t`日期`
  const labels = useRef(days.map((day) => day.slice(5)))
  labels.current = days.map((day) => day.slice(5))
  const data = useMemo<uPlot.AlignedData>(
    () => [days.map((_, index) => index), ...series.map((s) => [...s.values])],
    [days, series],
  )
  const box = useUplot(
    data,
    (width, lib): uPlot.Options => {
      const dayLabel = (index: number) => labels.current[index] ?? ''
      return {
        width,
        height: 220,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
        },
        axes: [
          { stroke: '#86909c', incrs: DAY_STEPS, space: 48, values: (_u, ticks) => ticks.map(dayLabel) },
          { stroke: '#86909c', size: 56 },
        ],
        series: [
          { label: dateLabel, value: (_u, v) => (v === null ? '–' : dayLabel(v)) },
          ...series.map(
            (s): uPlot.Series => ({
              label: s.label,
              stroke: s.color,
              width: s.bars ? 1 : 2,
              ...(s.bars
                ? { fill: `${s.color}59`, paths: lib.paths.bars?.({ size: [0.6, 36] }), points: { show: false } }
                : { points: { show: true, size: 5 } }),
            }),
          ),
        ],
      }
    },
    240,
  )
  return (
    <figure className="series-chart" data-testid={testId} data-points={days.length}>
      <div ref={box} />
      <figcaption className="visually-hidden">{caption}</figcaption>
    </figure>
  )
}
