// Event-to-paint: with N live matches listed in Chromium and M score events pushed per second, how long
// from a score event arriving in the page to its changed score being painted. See bench/README.md.
// Run: node --import tsx bench/event-to-paint.ts   (env BENCH_MATCHES, BENCH_RATE, BENCH_SECONDS, BENCH_VIEW, BENCH_TABS, BENCH_HIDDEN_TABS, BENCH_FRONT_TAB, BENCH_WINDOWS,
// BENCH_PROFILE, BENCH_PROFILE_TAB,
// BENCH_STATIC_DIR: the client build served, `dist` by default)
import { loadavg } from 'node:os'
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test'
import { HomePage } from '../e2e/pages/home-page'
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium'
import { type RunningServer, startServer } from '../e2e/support/server-process'
import { type Profile, startProfile, stopProfile, topSelfTime } from './support/cpu-profile'
import { numberFromEnv } from './support/env'
import { paintProbeScript } from './support/paint-probe'
import { catchUp, endWindow, recordedArrivals, startWindow } from './support/probe-reader'
import { treeCpuSeconds } from './support/process-cpu'
import { type EventToPaintResult, printResult, printTabs, saveResult } from './support/report'

const matches = numberFromEnv('BENCH_MATCHES', 1000)
const rate = numberFromEnv('BENCH_RATE', 500)
const seconds = numberFromEnv('BENCH_SECONDS', 20)
const profiling = process.env.BENCH_PROFILE === '1'
/** With BENCH_PROFILE=1 and several tabs, which tab (1 = the leader, the default) is profiled. */
const profiledTab = numberFromEnv('BENCH_PROFILE_TAB', 1)
/** 'home' (default): the full home in its in-play view; 'match': /match, every game's list of the day. */
const view = process.env.BENCH_VIEW === 'match' ? 'match' : 'home'
/** Tabs of the portal open in one browser context, each on the view; they share one connection (the first leads). */
const tabs = Math.max(1, numberFromEnv('BENCH_TABS', 1))
/**
 * With several tabs, '1' puts every tab but the last in the background as far as the page can tell
 * (document.visibilityState 'hidden' and a visibilitychange event), as a browser does with the tabs behind
 * the one in front: headless Chromium reports every page visible. The last tab's figures are then the run's.
 */
const hiddenTabs = tabs > 1 && process.env.BENCH_HIDDEN_TABS === '1'
/**
 * With hidden tabs, which tab stays in front: 'last' (default; the first tab, which took the connection,
 * goes behind) or 'first' (the tab that took the connection stays in front; it hands it to a tab behind).
 */
const frontTab: 'first' | 'last' = process.env.BENCH_FRONT_TAB === 'first' ? 'first' : 'last'
/**
 * With several tabs, '1' opens the second and later ones as windows of their own (window.open popups of the first
 * page, same context; `noopener`, so each has a renderer process of its own rather than its opener's main thread):
 * headless Chromium gives full-rate animation frames only to the tab in front of a window, so tabs of one window
 * cannot all paint as side-by-side windows of a desktop do.
 */
const ownWindows = tabs > 1 && process.env.BENCH_WINDOWS === '1'
const WARM_UP_MS = 3_000
/** After the warm-up, the measurement waits for this many calm frames in a row (probe-reader.ts catchUp) … */
const CALM_FRAMES = 10
/** … for at most this long. */
const CATCH_UP_LIMIT_MS = 120_000
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

/** A window of its own beside `opener`'s, in the same context (so the same origin's storage and shared connection). */
async function openWindow(opener: Page): Promise<Page> {
  const [page] = await Promise.all([
    opener.context().waitForEvent('page'),
    opener.evaluate(
      `window.open('about:blank', '_blank', 'popup,noopener,width=${VIEWPORT.width},height=${VIEWPORT.height}')`,
    ),
  ])
  await page.setViewportSize(VIEWPORT)
  return page
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
      STATIC_DIR: process.env.BENCH_STATIC_DIR ?? 'dist',
    })
    browser = await chromium.launch(CHROMIUM_LAUNCH)
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      viewport: VIEWPORT,
    })
    await context.addInitScript({ content: paintProbeScript(tabs > 1) })
    const pages: { page: Page; cdp: CDPSession }[] = []
    for (let i = 0; i < tabs; i++) {
      const first = pages[0]?.page
      const page = first && ownWindows ? await openWindow(first) : await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Performance.enable')
      await openView(page)
      pages.push({ page, cdp })
    }
    const leader = pages[0]
    if (!leader) throw new Error('no page')
    if (hiddenTabs) {
      for (const { page } of frontTab === 'first' ? pages.slice(1) : pages.slice(0, -1)) {
        // A string: tsx names the functions it compiles (__name), which the page does not define.
        await page.evaluate(`
          Object.defineProperty(document, 'visibilityState', { configurable: true, get() { return 'hidden' } })
          Object.defineProperty(document, 'hidden', { configurable: true, get() { return true } })
          document.dispatchEvent(new Event('visibilitychange'))
        `)
      }
      // Headless Chromium gives full-rate animation frames to the page last brought to the front only.
      if (frontTab === 'first') await pages[0]?.page.bringToFront()
    }
    const rowsInDom = await leader.page.getByTestId('match-row').count()
    const visibility = await Promise.all(pages.map(({ page }) => page.evaluate(() => document.visibilityState)))
    console.log(
      `${view === 'match' ? '/match' : 'In-play view'} open in ${tabs} tab(s) (${rowsInDom} rows in the DOM, visibility ${visibility.join('/')}); warming up ${WARM_UP_MS / 1000} s, measuring ${seconds} s …`,
    )

    await leader.page.waitForTimeout(WARM_UP_MS)
    // Then until the front tab has caught up (its visible changes painted within 250 ms of arriving, 10 frames in
    // a row), at most CATCH_UP_LIMIT_MS; how long that took is a figure of its own.
    const front = pages[hiddenTabs && frontTab === 'last' ? tabs - 1 : 0]?.page ?? leader.page
    const caughtUpMs = await catchUp(front, CALM_FRAMES, CATCH_UP_LIMIT_MS)
    console.log(
      caughtUpMs === null
        ? `Not caught up after ${CATCH_UP_LIMIT_MS / 1000} s more: measuring anyway (the figures include a backlog).`
        : `Caught up ${(caughtUpMs / 1000).toFixed(1)} s after the warm-up.`,
    )
    if ((await recordedArrivals(leader.page)) === 0) {
      throw new Error(
        'The client recorded no socket arrivals during the warm-up: window.__scorecastBench.arrivals is empty. ' +
          'When window.__scorecastBench exists, the client must record arrivals.set("<matchId>:<seq>", performance.now()) ' +
          'for every match:event its socket receives (src/streams/sources).',
      )
    }
    const heapStart = await Promise.all(pages.map(({ cdp }) => heapUsed(cdp)))
    const cpuStart = {
      pages: await Promise.all(pages.map(({ cdp }) => mainThreadSeconds(cdp))),
      server: treeCpuSeconds(server.pid),
      at: Date.now(),
      load: loadavg()[0] ?? Number.NaN,
    }
    const profiled = pages[profiledTab - 1]
    if (profiling && !profiled) throw new Error(`BENCH_PROFILE_TAB=${profiledTab}, but ${tabs} tab(s) are open.`)
    if (profiling && profiled) await startProfile(profiled.cdp)
    await Promise.all(pages.map(({ page }) => startWindow(page)))
    await leader.page.waitForTimeout(seconds * 1000)
    const reports = await Promise.all(pages.map(({ page }) => endWindow(page)))
    const profile: Profile | null = profiling && profiled ? await stopProfile(profiled.cdp) : null
    const wall = (Date.now() - cpuStart.at) / 1000
    const pageBusy = await Promise.all(
      pages.map(async ({ cdp }, i) => ((await mainThreadSeconds(cdp)) - (cpuStart.pages[i] ?? 0)) / wall),
    )
    const serverCpu = (treeCpuSeconds(server.pid) - cpuStart.server) / wall
    const heapEnd = await Promise.all(pages.map(({ cdp }) => heapUsed(cdp)))

    const conditions = {
      view,
      matches,
      rate,
      seconds,
      warmUpMs: WARM_UP_MS,
      caughtUpMs,
      viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
      browser: `Chromium ${browser.version()}`,
      tabs,
      frontTab: hiddenTabs ? frontTab : undefined,
      windows: ownWindows ? tabs : undefined,
    }
    const perTab: EventToPaintResult[] = reports.map((report, i) => ({
      conditions,
      rowsInDom,
      ...report,
      heapBytes: { start: heapStart[i] ?? Number.NaN, end: heapEnd[i] ?? Number.NaN },
      cpu: { rendererMainThread: pageBusy[i] ?? Number.NaN, server: serverCpu },
      loadAverage: cpuStart.load,
      profiled: profiling,
    }))
    // The leader tab's figures are the run's; with several tabs every tab's are printed and saved as well.
    const shown = hiddenTabs && frontTab === 'last' ? tabs - 1 : 0
    const result = { ...(perTab[shown] as EventToPaintResult), tabs: tabs > 1 ? perTab : undefined }
    printResult(result)
    if (tabs > 1) printTabs(perTab, hiddenTabs ? shown : null)
    const hot = profile ? topSelfTime(profile) : []
    if (profile) {
      console.log('Main-thread self time during the window (profiled run: latencies above are inflated):')
      for (const { fn, ms, share } of hot)
        console.log(`  ${ms.toFixed(0).padStart(6)} ms ${(share * 100).toFixed(1).padStart(5)} %  ${fn}`)
    }
    console.log(`Results written to ${saveResult({ ...result, hotFunctions: hot })}`)
    if (perTab.some((tab, i) => tab.deltas.length === 0 && (!hiddenTabs || i === shown))) {
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
