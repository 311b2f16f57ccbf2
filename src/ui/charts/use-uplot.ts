import { type RefObject, useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/**
 * A uPlot chart drawn into the returned box: created once per mount from the options `create` makes for
 * the box's width (at least `minWidth`), following the box's width afterwards, and fed later `data` with
 * setData — re-creating a canvas chart on every update would cost a layout and a full redraw each time.
 * `create` is read once; pass `data` memoized, since every new array is a redraw.
 */
export function useUplot(
  data: uPlot.AlignedData,
  create: (width: number) => uPlot.Options,
  minWidth: number,
): RefObject<HTMLDivElement | null> {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<uPlot | null>(null)
  const initial = useRef(create)
  const latest = useRef(data)

  useEffect(() => {
    const element = box.current
    if (!element) return
    let plot: uPlot | null = null
    let resize: ResizeObserver | null = null
    // Built in a task of its own, after the commit that mounted the box: the chart (its canvas, axes and first
    // draw) was 20 ms and more of that commit's task, four times that on a phone's CPU.
    const timer = setTimeout(() => {
      const options = initial.current(Math.max(minWidth, element.clientWidth))
      const built = new uPlot(options, latest.current, element)
      plot = built
      chart.current = built
      resize = new ResizeObserver(() =>
        built.setSize({ width: Math.max(minWidth, element.clientWidth), height: options.height }),
      )
      resize.observe(element)
    }, 0)
    return () => {
      clearTimeout(timer)
      resize?.disconnect()
      plot?.destroy()
      chart.current = null
    }
  }, [minWidth])

  useEffect(() => {
    // Data that comes before the chart is built is what it is built with.
    latest.current = data
    chart.current?.setData(data)
  }, [data])

  return box
}
