// Blocking time of a first load on a phone's CPU: the page's long tasks (the Long Tasks API) while a fresh
// context loads each page at 4× CPU slowdown, summed as Lighthouse sums TBT (each task's time over 50 ms), but
// measured, not simulated. Lighthouse's own figure varies up to 2× between runs here; this one names the tasks.
// Run: npx vite build && node --import tsx bench/long-tasks.ts
//   (BENCH_STATIC_DIR another build, BENCH_DATA_DIR a seeded data directory, BENCH_PAGES=/,/live …,
//    BENCH_RUNS runs per page (3), BENCH_SECONDS watched per load (10), BENCH_CPU_SLOWDOWN (4))
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium'
import { startServer } from '../e2e/support/server-process'
import { benchDataDir, numberFromEnv } from './support/env'
import { saveJson } from './support/save-json'
import { untilQuiet } from './support/settle'
import { table } from './support/stats'

const PAGES = (process.env.BENCH_PAGES ?? '/,/match/lol,/live').split(',')
const RUNS = numberFromEnv('BENCH_RUNS', 3)
const SECONDS = numberFromEnv('BENCH_SECONDS', 10)
const SLOWDOWN = numberFromEnv('BENCH_CPU_SLOWDOWN', 4)

// Runs in the page before its scripts: every long task from the navigation on.
const OBSERVE = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)])
}).observe({ type: 'longtask', buffered: true })`

type Run = { page: string; blockingMs: number; longTasks: number; largest: [number, number][] }

async function main() {
  console.log('Starting the server (built client, no demo rooms, no ingest) …')
  const server = await startServer(
    { DEMO_STREAMS: '0', INGEST: 'off', ...benchDataDir(), STATIC_DIR: process.env.BENCH_STATIC_DIR ?? 'dist' },
    300_000,
  )
  const runs: Run[] = []
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    await untilQuiet(server.pid)
    for (const page of PAGES) {
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'zh-CN' })
        const tab = await context.newPage()
        await tab.addInitScript({ content: OBSERVE })
        const cdp = await context.newCDPSession(tab)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
        await tab.goto(`${server.url}${page}`)
        await tab.waitForTimeout(SECONDS * 1000)
        const tasks = (await tab.evaluate('window.__longTasks')) as [number, number][]
        runs.push({
          page,
          blockingMs: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
          longTasks: tasks.length,
          largest: [...tasks].sort((a, b) => b[1] - a[1]).slice(0, 4),
        })
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  console.log(`\n${SLOWDOWN}× CPU, ${SECONDS} s per load, load average ${loadavg()[0]?.toFixed(2)}`)
  console.log(
    table(
      runs.map((r) => [
        r.page,
        `blocking ${r.blockingMs} ms in ${r.longTasks} long tasks; largest ${r.largest.map(([at, ms]) => `${ms} ms at ${at}`).join(', ')}`,
      ]),
    ),
  )
  console.log(`Written to ${saveJson('long-tasks', { slowdown: SLOWDOWN, seconds: SECONDS, runs })}`)
}

await main()
