import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatMatchTime } from '../../i18n/format'
import './charts.css'

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

/**
 * The win rate's history as a uPlot line chart. The chart is created once per mount and then only fed
 * new data with setData, because re-creating a canvas chart on every pushed event would cost a layout
 * and a full redraw each time.
 */
export function WinRateChart({ samples, homeName, guestName, height = 220 }: Props) {
  const { t } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<uPlot | null>(null)
  // The first data and the names are read once at creation; later data goes through setData below.
  const initial = useRef({ samples, homeName, guestName, height, timeLabel: t`时间` })

  useEffect(() => {
    const element = box.current
    if (!element) return
    const { samples: first, homeName: home, guestName: guest, height: h, timeLabel } = initial.current
    const options: uPlot.Options = {
      width: Math.max(200, element.clientWidth),
      height: h,
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: [0, 100] } },
      axes: [
        { stroke: '#86909c', values: (_u, ticks) => ticks.map((tick) => formatMatchTime(tick * 1000)) },
        { stroke: '#86909c', values: (_u, ticks) => ticks.map((tick) => `${tick}%`) },
      ],
      series: [
        { label: timeLabel, value: (_u, v) => (v === null ? '–' : formatMatchTime(v * 1000)) },
        { label: home, stroke: HOME, width: 2, fill: 'rgba(245,63,63,0.08)', value: (_u, v) => percent(v) },
        { label: guest, stroke: GUEST, width: 2, value: (_u, v) => percent(v) },
      ],
    }
    const plot = new uPlot(options, toAligned(first), element)
    chart.current = plot
    // Follow the container's width (the page column can change with the window).
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(200, element.clientWidth), height: h }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
      chart.current = null
    }
  }, [])

  useEffect(() => {
    chart.current?.setData(toAligned(samples))
  }, [samples])

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
