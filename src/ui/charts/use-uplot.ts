import { type RefObject, useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/**
 * A uPlot chart drawn into the returned box: created once per mount from the options `create` makes for
 * the box's width (at least `minWidth`), following the box's width afterwards, and fed later `data` with
 * setData — re-creating a canvas chart on every update would cost a layout and a full redraw each time.
 * `create` and the first `data` are read once; pass `data` memoized, since every new array is a redraw.
 */
export function useUplot(
  data: uPlot.AlignedData,
  create: (width: number) => uPlot.Options,
  minWidth: number,
): RefObject<HTMLDivElement | null> {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<uPlot | null>(null)
  const initial = useRef({ data, create })

  useEffect(() => {
    const element = box.current
    if (!element) return
    const options = initial.current.create(Math.max(minWidth, element.clientWidth))
    const plot = new uPlot(options, initial.current.data, element)
    chart.current = plot
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(minWidth, element.clientWidth), height: options.height }),
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      plot.destroy()
      chart.current = null
    }
  }, [minWidth])

  useEffect(() => {
    chart.current?.setData(data)
  }, [data])

  return box
}
