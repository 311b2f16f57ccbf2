// Where a first load's long tasks go by the browser's own trace events: script (module evaluation, calls,
// microtasks), style, layout, paint, fetch set-up — what bench/long-task-sources.ts reports as "(program)" split
// up, and how many layout objects the page has as it grows. Cold loads at 4× CPU on Lighthouse's phone (412 × 823
// at 1.75×: this desktop site's `width=1280` viewport lays out 1280 × 2557 CSS pixels), each load's long tasks from
// its navigation on.
// Run: npx vite build && node --import tsx bench/long-task-events.ts
//   (BENCH_STATIC_DIR another build, BENCH_DATA_DIR a seeded data directory, BENCH_PAGES=/ (one page),
//    BENCH_RUNS (2), BENCH_SECONDS (9): how long each load is traced)
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium'
import { startServer } from '../e2e/support/server-process'
import { benchDataDir, numberFromEnv } from './support/env'
import { saveJson } from './support/save-json'
import { untilQuiet } from './support/settle'
import { largestMs, table } from './support/stats'

const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist'
const PAGE = process.env.BENCH_PAGES ?? '/'
const RUNS = numberFromEnv('BENCH_RUNS', 2)
const SECONDS = numberFromEnv('BENCH_SECONDS', 9)
const LONG_US = 50_000

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; beginData?: { totalObjects?: number; dirtyObjects?: number } }
}

type Load = {
  blockingMs: number
  tasks: { start: number; ms: number; top: string }[]
  /** [ms since the first task, layout objects] of each layout over 10 ms. */
  layouts: [number, number][]
}

/** The renderer main thread of the page: the one with the most long tasks. */
function pageThread(events: TraceEvent[]): TraceEvent[] {
  const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const longTasks = (t: TraceEvent) =>
    events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' && (e.dur ?? 0) > LONG_US).length
  const main = threads.sort((a, b) => longTasks(b) - longTasks(a))[0]
  if (!main) throw new Error('no renderer main thread in the trace')
  return events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
}

/** Self time (ms) by event name inside one task: each event's duration less its direct children's. */
function selfTimes(task: TraceEvent, inside: TraceEvent[]): Map<string, number> {
  const children = new Map<TraceEvent, number>()
  const open: TraceEvent[] = []
  for (const event of inside) {
    while (open.length > 0) {
      const last = open[open.length - 1] as TraceEvent
      if (last.ts + (last.dur ?? 0) > event.ts) break
      open.pop()
    }
    const parent = open[open.length - 1] ?? task
    children.set(parent, (children.get(parent) ?? 0) + (event.dur ?? 0))
    open.push(event)
  }
  const self = new Map<string, number>()
  for (const event of [task, ...inside]) {
    const name = event === task ? '(task itself)' : event.name
    const ms = ((event.dur ?? 0) - (children.get(event) ?? 0)) / 1000
    self.set(name, (self.get(name) ?? 0) + ms)
  }
  return self
}

function readLoad(events: TraceEvent[], total: Map<string, number>): Load {
  const thread = pageThread(events)
  const tasks = thread.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_US)
  const origin = thread.find((e) => e.name === 'RunTask')?.ts ?? 0
  const load: Load = { blockingMs: 0, tasks: [], layouts: [] }
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    const inside = thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
    const self = selfTimes(task, inside)
    for (const [name, ms] of self) total.set(name, (total.get(name) ?? 0) + ms / RUNS)
    const ms = (task.dur ?? 0) / 1000
    load.blockingMs += ms - 50
    load.tasks.push({ start: (task.ts - origin) / 1000, ms, top: largestMs(self, 5) })
  }
  for (const layout of thread.filter((e) => e.name === 'Layout' && (e.dur ?? 0) > 10_000)) {
    load.layouts.push([(layout.ts - origin) / 1000, layout.args?.beginData?.totalObjects ?? 0])
  }
  return load
}

async function main() {
  console.log('Starting the server (built client, no demo rooms, no ingest) …')
  const server = await startServer({ DEMO_STREAMS: '0', INGEST: 'off', ...benchDataDir(), STATIC_DIR }, 300_000)
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  const total = new Map<string, number>()
  const loads: Load[] = []
  try {
    await untilQuiet(server.pid)
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        locale: 'zh-CN',
      })
      const tab = await context.newPage()
      // A file of the same origin first, so the traced load stays in the renderer the trace names.
      await tab.goto(`${server.url}/favicon.svg`)
      const cdp = await context.newCDPSession(tab)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await browser.startTracing(tab, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'blink'],
      })
      await tab.goto(`${server.url}${PAGE}`)
      await tab.waitForTimeout(SECONDS * 1000)
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
      await context.close()
      loads.push(readLoad(trace.traceEvents, total))
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  console.log(
    `\n${PAGE}, cold, 4× CPU, phone viewport, ${SECONDS} s per load, load average ${loadavg()[0]?.toFixed(2)}`,
  )
  loads.forEach((load, i) => {
    const peak = Math.max(0, ...load.layouts.map(([, objects]) => objects))
    console.log(
      `\nrun ${i + 1}: ${load.tasks.length} long tasks, blocking ${load.blockingMs.toFixed(0)} ms; layouts over 10 ms: ${load.layouts.length}, up to ${peak} layout objects`,
    )
    console.log(table(load.tasks.map((task) => [`${task.start.toFixed(0)} ms +${task.ms.toFixed(0)}`, task.top])))
  })
  console.log('\nSelf time in long tasks, per load, by trace event:')
  const sums = [...total].sort((a, b) => b[1] - a[1]).slice(0, 25)
  console.log(table(sums.map(([name, ms]) => [name, `${ms.toFixed(0)} ms`])))
  console.log(`Written to ${saveJson('long-task-events', { page: PAGE, loads, perLoad: Object.fromEntries(sums) })}`)
}

await main()
