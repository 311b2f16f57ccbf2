// What drawing the home's page costs the browser, apart from the data and the script that made it: the page's
// <main> (its sections and list rows, every section brought near so each is drawn) is replaced by a copy of
// itself again and again; each time, how long the browser takes to style and lay out the copy (a forced layout)
// and how long until the next frame has been produced (layout of the sections `content-visibility` defers,
// paint, composite). The page's elements and SVG elements are counted, the figure a row's markup moves.
// On Lighthouse's phone layout (1280 × 2557 CSS pixels), unthrottled by default: at 4× CPU (BENCH_CPU=4) the same
// builds measured in turns spread over ±30 %, at 1× within a few per cent.
// Run: npx vite build && node --import tsx bench/home-redraw.ts
//   (BENCH_STATIC_DIR another build, BENCH_DATA_DIR a seeded data directory, BENCH_RUNS (3) page loads,
//    BENCH_REDRAWS (31) per load, BENCH_CPU (1))
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium'
import { startServer } from '../e2e/support/server-process'
import { benchDataDir, numberFromEnv } from './support/env'
import { saveJson } from './support/save-json'
import { untilQuiet } from './support/settle'
import { ms, summarize, table } from './support/stats'

const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist'
const RUNS = numberFromEnv('BENCH_RUNS', 3)
const REDRAWS = numberFromEnv('BENCH_REDRAWS', 31)
const CPU = numberFromEnv('BENCH_CPU', 1)

type Load = { rows: number; elements: number; svgElements: number; styleLayoutMs: number[]; frameMs: number[] }

// Scrolls down a screen at a time, a frame each, so that every section comes near and renders; then to the top.
const BRING_NEAR = `(async () => {
  const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
    scrollTo(0, y)
    await frame()
  }
  scrollTo(0, 0)
  await frame()
})()`

// Run in the page, as a string (tsx would add its helpers to a function's source). The copy keeps the original's
// markup, not its listeners: nothing in it reacts, so each redraw is the browser's work alone.
const REDRAW = `(async (redraws) => {
  let main = document.querySelector('main')
  if (!main) throw new Error('the page has no <main>')
  const styleLayoutMs = [], frameMs = []
  for (let i = 0; i < redraws; i++) {
    const copy = main.cloneNode(true)
    const start = performance.now()
    main.replaceWith(copy)
    main = copy
    void document.body.offsetHeight
    styleLayoutMs.push(performance.now() - start)
    await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
    frameMs.push(performance.now() - start)
  }
  return {
    rows: document.querySelectorAll('[data-testid=match-row]').length,
    elements: document.querySelectorAll('*').length,
    svgElements: document.querySelectorAll('svg, svg *').length,
    styleLayoutMs,
    frameMs,
  }
})`

async function main() {
  console.log('Starting the server (built client, no demo rooms, no ingest) …')
  const server = await startServer({ DEMO_STREAMS: '0', INGEST: 'off', ...benchDataDir(), STATIC_DIR }, 300_000)
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  const loads: Load[] = []
  try {
    await untilQuiet(server.pid)
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 2557 } })
      await page.goto(`${server.url}/`)
      await page.getByTestId('match-row').first().waitFor({ timeout: 60_000 })
      // Every section near once (they render as they come near and stay), then back to the top.
      await page.evaluate(BRING_NEAR)
      await page.waitForSelector('main [aria-busy="true"]', { state: 'detached', timeout: 30_000 })
      await page.waitForLoadState('networkidle')
      if (CPU !== 1) {
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
      }
      loads.push((await page.evaluate(`${REDRAW}(${REDRAWS})`)) as Load)
      await page.close()
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  const styleLayout = summarize(loads.flatMap((load) => load.styleLayoutMs))
  const frame = summarize(loads.flatMap((load) => load.frameMs))
  const last = loads.at(-1) as Load
  console.log(
    `\nThe home's <main> drawn afresh, ${RUNS} loads × ${REDRAWS}, ${CPU}× CPU, load average ${loadavg()[0]?.toFixed(2)}`,
  )
  console.log(
    table([
      ['list rows', String(last.rows)],
      ['elements in the page', String(last.elements)],
      ['of them SVG elements', String(last.svgElements)],
      ['style + layout, p50', ms(styleLayout.p50)],
      ['style + layout, p95', ms(styleLayout.p95)],
      ['to the next frame, p50', ms(frame.p50)],
      ['to the next frame, p95', ms(frame.p95)],
    ]),
  )
  const file = saveJson('home-redraw', {
    conditions: { staticDir: STATIC_DIR, runs: RUNS, redraws: REDRAWS, cpu: CPU, viewport: '1280x2557' },
    loads: loads.map(({ rows, elements, svgElements }) => ({ rows, elements, svgElements })),
    styleLayout,
    frame,
  })
  console.log(`Written to ${file}`)
}

await main()
