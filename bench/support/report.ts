import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { mb, ms, summarize, table } from './stats'

/** Everything one event-to-paint run measured, as printed and as saved. */
export type EventToPaintResult = {
  conditions: {
    matches: number
    rate: number
    seconds: number
    warmUpMs: number
    /** How long after the warm-up the page took to catch up (null: it had not after the limit). */
    caughtUpMs: number | null
    viewport: string
    browser: string
    /** Tabs open on the view (BENCH_TABS); one holds the shared connection (`received` > 0). */
    tabs?: number
    /** With hidden tabs, the one in front: the last opened or the first (which took the connection). */
    frontTab?: 'first' | 'last'
    /** Tabs opened as windows of their own (BENCH_WINDOWS), each painting at full rate. */
    windows?: number
  }
  rowsInDom: number
  arrived: number
  /** Arrivals on this tab's own socket (0 in a tab that borrows the leader's). */
  received: number
  offscreen: number
  unmatched: number
  deltas: number[]
  longTasks: { start: number; duration: number }[]
  heapBytes: { start: number; end: number }
  /** Share of one core used during the window: the page's main thread, and the server process tree. */
  cpu: { rendererMainThread: number; server: number }
  /** The machine's 1-minute load average when the window started: other work skews the figures. */
  loadAverage: number
  profiled: boolean
  hotFunctions?: { fn: string; ms: number; share: number }[]
  /** With several tabs: each tab's figures, the leader's first (the fields above are the leader's). */
  tabs?: EventToPaintResult[]
}

const percent = (share: number) => (Number.isFinite(share) ? `${Math.round(share * 100)} % of a core` : '—')

export function printResult(result: EventToPaintResult): void {
  const { conditions: c } = result
  const latency = summarize(result.deltas)
  const longMax = Math.max(0, ...result.longTasks.map((t) => t.duration))
  const longTotal = result.longTasks.reduce((sum, t) => sum + t.duration, 0)
  console.log(
    table([
      ['live matches (N)', String(c.matches)],
      ['events per second (M)', String(c.rate)],
      [
        'measured',
        `${c.seconds} s after ${c.warmUpMs / 1000} s warm-up, ${
          c.caughtUpMs === null ? 'not caught up' : `caught up ${(c.caughtUpMs / 1000).toFixed(1)} s later`
        }`,
      ],
      ['rows in the DOM', String(result.rowsInDom)],
      ['events arrived', String(result.arrived)],
      ['events painted (visible rows)', String(latency.count)],
      ['changes on off-screen rows', String(result.offscreen)],
      ['visible changes without arrival', String(result.unmatched)],
      ['event→paint p50', ms(latency.p50)],
      ['event→paint p95', ms(latency.p95)],
      ['event→paint p99', ms(latency.p99)],
      ['event→paint max', ms(latency.max)],
      ['long tasks (> 50 ms)', `${result.longTasks.length} (max ${ms(longMax)}, total ${ms(longTotal)})`],
      ['JS heap after GC, start → end', `${mb(result.heapBytes.start)} → ${mb(result.heapBytes.end)}`],
      ['page main thread busy', percent(result.cpu.rendererMainThread)],
      ['server CPU', percent(result.cpu.server)],
      ['load average (1 min) at start', result.loadAverage.toFixed(2)],
    ]),
  )
}

/** One line per tab: event→paint, long tasks and main-thread share of each, and the main threads' sum. */
/** `shownOnly`: the one tab in front (the others are hidden), or null when all are shown. */
export function printTabs(tabs: EventToPaintResult[], shownOnly: number | null = null): void {
  const rows = tabs.map((tab, i): [string, string] => {
    const hidden = shownOnly !== null && i !== shownOnly ? ' (hidden)' : ''
    const latency = summarize(tab.deltas)
    const longMax = Math.max(0, ...tab.longTasks.map((t) => t.duration))
    return [
      `tab ${i + 1}${tab.received > 0 ? ' (leader)' : ''}${hidden}`,
      `p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)} (${latency.count} painted); ` +
        `${tab.longTasks.length} long tasks (max ${ms(longMax)}); main thread ${percent(tab.cpu.rendererMainThread)}`,
    ]
  })
  const all = summarize(tabs.flatMap((tab) => tab.deltas))
  const busy = tabs.reduce((sum, tab) => sum + tab.cpu.rendererMainThread, 0)
  rows.push([
    'all tabs',
    `p50 ${ms(all.p50)}, p95 ${ms(all.p95)}, p99 ${ms(all.p99)}; main threads together ${percent(busy)}`,
  ])
  console.log(table(rows))
}

/** Writes the result with the machine's description to bench/results/; returns the file. */
export function saveResult(result: EventToPaintResult): string {
  const dir = join(import.meta.dirname, '../results')
  mkdirSync(dir, { recursive: true })
  const file = join(dir, `event-to-paint-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  const latency = summarize(result.deltas)
  const saved = {
    benchmark: 'event-to-paint',
    at: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '?', memoryMb: Math.round(totalmem() / 2 ** 20) },
    node: process.version,
    ...result,
    painted: latency.count,
    latencyMs: latency,
    deltas: result.deltas.map((d) => Math.round(d * 10) / 10),
  }
  writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`)
  return file
}
