import { type RefObject, useEffect, useRef } from 'react'
import type uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

/** The uPlot library, as `create` receives it (for its path builders, uPlot.paths). */
export type UplotLibrary = typeof uPlot

/**
 * uPlot, loaded once on a chart's first use, in a chunk of its own: its evaluation (50 ms of a match page's
 * first load at 4× CPU, bench/long-task-sources.ts) was part of the route chunk's, one long task with it.
 */
let library: Promise<UplotLibrary> | null = null
const loadUplot = () => {
  library ??= import('uplot').then(
    (module) => module.default,
    (error: unknown) => {
      // A chunk that failed to load (offline) is asked for again by the next chart.
      library = null
      throw error
    },
  )
  return library
}

/**
 * A uPlot chart drawn into the returned box: created once per mount from the options `create` makes for
 * the box's width (at least `minWidth`), following the box's width afterwards, and fed later `data` with
 * setData — re-creating a canvas chart on every update would cost a layout and a full redraw each time.
 * `create` is read once, given the library (loaded on the first chart); pass `data` memoized, since every new
 * array is a redraw.
 */
export function useUplot(
  data: uPlot.AlignedData,
  create: (width: number, lib: UplotLibrary) => uPlot.Options,
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
    let live = true
    // Built in a task of its own, after the commit that mounted the box and after the library's chunk: the
    // chart (its canvas, axes and first draw) was 20 ms and more of that commit's task, four times that on a
    // phone's CPU.
    let timer: ReturnType<typeof setTimeout> | undefined
    loadUplot()
      .then((lib) => {
        if (!live) return
        timer = setTimeout(() => {
          const options = initial.current(Math.max(minWidth, element.clientWidth), lib)
          const built = new lib(options, latest.current, element)
          plot = built
          chart.current = built
          // An observer reports the box's size once as it starts: the width the chart was just built for,
          // whose setSize would draw it all again (~90 ms at 4× CPU on a match page). Only a change is followed.
          let width = options.width
          resize = new ResizeObserver(() => {
            const next = Math.max(minWidth, element.clientWidth)
            if (next === width) return
            width = next
            built.setSize({ width, height: options.height })
          })
          resize.observe(element)
        }, 0)
      })
      .catch((error: unknown) => console.error('the chart library did not load', error))
    return () => {
      live = false
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
