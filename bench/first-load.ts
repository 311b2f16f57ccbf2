// First load of `/`: the JS the page fetches before its first paint and before the app's first screen,
// the main chunk, the static modulepreload graph, and /java/match/getSevenDayMatch on the wire.
// Run: npx vite build && node --import tsx bench/first-load.ts   (BENCH_STATIC_DIR picks another build;
//   BENCH_NETWORK=slow4g loads the page over an emulated phone network, BENCH_CPU_SLOWDOWN on a slower CPU,
//   BENCH_RUNS loads it that many times, each in a fresh browser)
import { readFileSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium'
import { type RunningServer, startServer } from '../e2e/support/server-process'
import { benchDataDir, numberFromEnv } from './support/env'
import { saveJson } from './support/save-json'
import { untilQuiet } from './support/settle'
import { table } from './support/stats'

const staticDir = process.env.BENCH_STATIC_DIR ?? 'dist'
/**
 * Lighthouse's mobile preset's network, applied for real rather than simulated afterwards (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up): what a first paint waits for on a phone shows only when the bytes are slow.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const network = process.env.BENCH_NETWORK === 'slow4g' ? SLOW_4G : null
const cpuSlowdown = numberFromEnv('BENCH_CPU_SLOWDOWN', 1)
const runs = numberFromEnv('BENCH_RUNS', 1)
const dist = resolve(import.meta.dirname, '..', staticDir)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gzipped = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length

/** Entry script and modulepreloads that index.html names: what the browser fetches before any code runs. */
function staticGraph() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')
  const preloads = [...html.matchAll(/rel="modulepreload"[^>]+href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')
  const main = scripts[0] ?? ''
  const files = [...scripts, ...preloads]
  return {
    main: { file: main, raw: readFileSync(join(dist, main)).length, gzip: gzipped(main) },
    modulepreloads: preloads.length,
    gzip: files.reduce((sum, file) => sum + gzipped(file), 0),
  }
}

// Runs in the page before its scripts: the time of the first paint and of the home page's first frame.
const MARKS = `(() => {
  const marks = (window.__firstLoad = {})
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="home-page"]')) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => { marks.app = performance.now() }, 0))
  }).observe(document, { childList: true, subtree: true })
})()`

type Script = { path: string; end: number; wire: number; gzip: number }

async function pageLoad(url: string) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
    await context.addInitScript({ content: MARKS })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (network) await cdp.send('Network.emulateNetworkConditions', network)
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.goto(url)
    await page.waitForFunction(() => {
      const marks = (window as unknown as { __firstLoad: { fcp?: number; app?: number } }).__firstLoad
      return marks.fcp !== undefined && marks.app !== undefined
    })
    const { marks, entries } = await page.evaluate(() => ({
      marks: (window as unknown as { __firstLoad: { fcp: number; app: number } }).__firstLoad,
      entries: performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname, end: e.responseEnd, wire: e.transferSize })),
    }))
    const scripts: Script[] = entries.map((e) => ({ ...e, gzip: gzipped(e.path) }))
    const before = (time: number) => scripts.filter((s) => s.end <= time)
    const sum = (list: Script[], key: 'wire' | 'gzip') => list.reduce((total, s) => total + s[key], 0)
    const atPaint = before(marks.fcp)
    const atApp = before(marks.app)
    return {
      fcpMs: marks.fcp,
      appMs: marks.app,
      beforePaint: { files: atPaint.length, gzip: sum(atPaint, 'gzip'), wire: sum(atPaint, 'wire') },
      beforeApp: { files: atApp.length, gzip: sum(atApp, 'gzip'), wire: sum(atApp, 'wire') },
      scripts,
    }
  } finally {
    await browser.close()
  }
}

/** Bytes of one answer as they come over the wire for an Accept-Encoding (node:http does not decode). */
function wireBytes(url: string, encoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((done, fail) => {
    const call = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding, sysType: 'PC' } },
      (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length
        })
        response.on('end', () => done({ bytes, encoding: String(response.headers['content-encoding'] ?? 'none') }))
      },
    )
    call.on('error', fail)
    call.end('{}')
  })
}

async function main() {
  let server: RunningServer | null = null
  try {
    const graph = staticGraph()
    server = await startServer({ DEMO_STREAMS: '0', INGEST: 'off', ...benchDataDir(), STATIC_DIR: staticDir }, 300_000)
    await untilQuiet(server.pid)
    const loadAverage = loadavg()[0] ?? Number.NaN
    const loads = []
    for (let run = 0; run < runs; run++) loads.push(await pageLoad(`${server.url}/`))
    // The run with the median first paint stands for the set; every run's two times are printed.
    const load = [...loads].sort((a, b) => a.fcpMs - b.fcpMs)[Math.floor(loads.length / 2)] ?? loads[0]
    if (!load) throw new Error('no page load')
    const calendar = `${server.url}/java/match/getSevenDayMatch`
    const sevenDay = {
      identity: await wireBytes(calendar, 'identity'),
      gzip: await wireBytes(calendar, 'gzip'),
      br: await wireBytes(calendar, 'gzip, deflate, br, zstd'),
    }
    console.log(
      table([
        ['main chunk', `${graph.main.file}: ${kb(graph.main.raw)}, ${kb(graph.main.gzip)} gzipped`],
        ['index.html: entry + modulepreloads', `${graph.modulepreloads} preloads, ${kb(graph.gzip)} gzipped`],
        ['conditions', `${network ? 'slow 4G (150 ms, 1.6 Mbit/s)' : 'loopback'}, CPU ×${cpuSlowdown}, ${runs} run(s)`],
        ['first contentful paint', loads.map((l) => `${l.fcpMs.toFixed(0)} ms`).join(', ')],
        ['JS before first paint', `${load.beforePaint.files} files, ${kb(load.beforePaint.gzip)} gzipped`],
        ['home page painted', loads.map((l) => `${l.appMs.toFixed(0)} ms`).join(', ')],
        ['JS before the home page painted', `${load.beforeApp.files} files, ${kb(load.beforeApp.gzip)} gzipped`],
        ['  same, bytes on the wire', kb(load.beforeApp.wire)],
        ['getSevenDayMatch, no encoding', kb(sevenDay.identity.bytes)],
        ['getSevenDayMatch, gzip', `${kb(sevenDay.gzip.bytes)} (${sevenDay.gzip.encoding})`],
        ['getSevenDayMatch, browser (br)', `${kb(sevenDay.br.bytes)} (${sevenDay.br.encoding})`],
        ['load average (1 min)', loadAverage.toFixed(2)],
      ]),
    )
    const file = saveJson('first-load', { staticDir, network, cpuSlowdown, loadAverage, graph, load, loads, sevenDay })
    console.log(`Written to ${file}`)
  } finally {
    await server?.stop()
  }
}

await main()
