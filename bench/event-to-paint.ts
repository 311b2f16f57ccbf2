// Event-to-paint: with N live matches listed in Chromium and M score events pushed per second, how long
// from a score event arriving in the page to its changed score being painted. See bench/README.md.
// Run: node --import tsx bench/event-to-paint.ts   (env BENCH_MATCHES, BENCH_RATE, BENCH_SECONDS, BENCH_VIEW)
import { loadavg } from 'node:os'
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test'
import { HomePage } from '../e2e/pages/home-page'
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium'
import { type RunningServer, startServer } from '../e2e/support/server-process'
import { type Profile, startProfile, stopProfile, topSelfTime } from './support/cpu-profile'
import { numberFromEnv } from './support/env'
import { paintProbeScript } from './support/paint-probe'
import { endWindow, recordedArrivals, startWindow } from './support/probe-reader'
import { treeCpuSeconds } from './support/process-cpu'
import { printResult, saveResult } from './support/report'

const matches = numberFromEnv('BENCH_MATCHES', 1000)
const rate = numberFromEnv('BENCH_RATE', 500)
const seconds = numberFromEnv('BENCH_SECONDS', 20)
const profiling = process.env.BENCH_PROFILE === '1'
/** 'home' (default): the full home in its in-play view; 'match': /match, every game's list of the day. */
const view = process.env.BENCH_VIEW === 'match' ? 'match' : 'home'
const WARM_UP_MS = 3_000
const VIEWPORT = { width: 1440, height: 900 }

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}

/** Seconds the page's main thread has spent running tasks so far. */
async function mainThreadSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN
}

async function openView(page: Page): Promise<void> {
  if (view === 'match') {
    await page.goto('/match')
    await page.getByTestId('match-row').first().waitFor({ timeout: 60_000 })
    return
  }
  const home = new HomePage(page)
  await home.goto()
  await home.waitForRows(60_000)
  await home.showInPlay()
  await home.waitForRows(60_000)
}

async function main() {
  let server: RunningServer | null = null
  let browser: Browser | null = null
  try {
    console.log(`Starting the server: ${matches} live matches, ${rate} events/s …`)
    server = await startServer({
      FEED_PROVIDER: 'load',
      LOAD_LIVE_MATCHES: String(matches),
      LOAD_EVENTS_PER_SECOND: String(rate),
    })
    browser = await chromium.launch(CHROMIUM_LAUNCH)
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      viewport: VIEWPORT,
    })
    await context.addInitScript({ content: paintProbeScript() })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await openView(page)
    const rowsInDom = await page.getByTestId('match-row').count()
    console.log(
      `${view === 'match' ? '/match' : 'In-play view'} open (${rowsInDom} rows in the DOM); warming up ${WARM_UP_MS / 1000} s, measuring ${seconds} s …`,
    )

    await page.waitForTimeout(WARM_UP_MS)
    if ((await recordedArrivals(page)) === 0) {
      throw new Error(
        'The client recorded no socket arrivals during the warm-up: window.__scorecastBench.arrivals is empty. ' +
          'When window.__scorecastBench exists, the client must record arrivals.set("<matchId>:<seq>", performance.now()) ' +
          'for every match:event its socket receives (src/streams/sources).',
      )
    }
    const heapStart = await heapUsed(cdp)
    const cpuStart = {
      page: await mainThreadSeconds(cdp),
      server: treeCpuSeconds(server.pid),
      at: Date.now(),
      load: loadavg()[0] ?? Number.NaN,
    }
    if (profiling) await startProfile(cdp)
    await startWindow(page)
    await page.waitForTimeout(seconds * 1000)
    const report = await endWindow(page)
    const profile: Profile | null = profiling ? await stopProfile(cdp) : null
    const wall = (Date.now() - cpuStart.at) / 1000
    const cpu = {
      rendererMainThread: ((await mainThreadSeconds(cdp)) - cpuStart.page) / wall,
      server: (treeCpuSeconds(server.pid) - cpuStart.server) / wall,
    }
    const heapEnd = await heapUsed(cdp)

    const result = {
      conditions: {
        view,
        matches,
        rate,
        seconds,
        warmUpMs: WARM_UP_MS,
        viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
        browser: `Chromium ${browser.version()}`,
      },
      rowsInDom,
      ...report,
      heapBytes: { start: heapStart, end: heapEnd },
      cpu,
      loadAverage: cpuStart.load,
      profiled: profiling,
    }
    printResult(result)
    const hot = profile ? topSelfTime(profile) : []
    if (profile) {
      console.log('Main-thread self time during the window (profiled run: latencies above are inflated):')
      for (const { fn, ms, share } of hot)
        console.log(`  ${ms.toFixed(0).padStart(6)} ms ${(share * 100).toFixed(1).padStart(5)} %  ${fn}`)
    }
    console.log(`Results written to ${saveResult({ ...result, hotFunctions: hot })}`)
    if (report.deltas.length === 0) {
      console.warn('No score change on a visible row was painted: is the in-play view listing live matches?')
      process.exitCode = 1
    }
  } finally {
    await browser?.close()
    await server?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(`event-to-paint failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
