// Lighthouse 13 on the portal's first screens, desktop and mobile presets, against Debian's Chromium.
// Run: npx vite build && node --import tsx bench/lighthouse.ts   (env BENCH_PAGES, BENCH_PRESETS, BENCH_LHR_DIR;
// see bench/README.md)
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium'
import { type RunningServer, startServer } from '../e2e/support/server-process'
import { benchDataDir } from './support/env'
import { saveJson } from './support/save-json'
import { untilQuiet } from './support/settle'
import { table } from './support/stats'

const PRESETS = (process.env.BENCH_PRESETS ?? 'desktop,mobile').split(',') as ('desktop' | 'mobile')[]

type Row = {
  page: string
  url: string
  preset: 'desktop' | 'mobile'
  performance: number
  accessibility: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  /** The machine's 1-minute load average when this page's run started. */
  loadAverage: number
  /** Lighthouse's own CPU benchmark of this machine at the time (lower is slower). */
  benchmarkIndex: number
  /** Audits that did not pass, so a low score says what to fix. */
  failing: { id: string; title: string; score: number | null; display?: string; nodes: string[] }[]
}

/** A live LoL match's detail page (any LoL match when none is live), found through the real calendar call. */
async function matchDetailPath(server: RunningServer): Promise<string> {
  const reply = await fetch(`${server.url}/java/match/getSevenDayMatch`, {
    method: 'POST',
    // The site's own pages send sysType; the server refuses a POST without it (a cross-site request).
    headers: { 'content-type': 'application/json', sysType: 'PC' },
    body: '{}',
  })
  const body = (await reply.json()) as { result: { list: { id: string; status: string }[] }[] | null; msg?: string }
  if (!body.result) throw new Error(`getSevenDayMatch failed: ${body.msg}`)
  const lol = body.result.flatMap((day) => day.list).filter((match) => match.id.startsWith('lol-'))
  const id = (lol.find((match) => match.status === 'live') ?? lol[0])?.id
  if (!id) throw new Error('getSevenDayMatch has no LoL match to open.')
  return `/lol/${encodeURIComponent(id)}`
}

async function audit(port: number, url: string, preset: 'desktop' | 'mobile') {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    preset === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  return result.lhr
}

async function main() {
  let server: RunningServer | null = null
  let chrome: chromeLauncher.LaunchedChrome | null = null
  const rows: Row[] = []
  try {
    console.log('Starting the server (built client, fresh data, no demo rooms, no ingest) …')
    server = await startServer(
      { DEMO_STREAMS: '0', INGEST: 'off', ...benchDataDir(), STATIC_DIR: process.env.BENCH_STATIC_DIR ?? 'dist' },
      300_000,
    )
    console.log("Waiting for the server to settle (a fresh database's first fill) …")
    await untilQuiet(server.pid)
    const pages: Record<string, string> = {
      home: '/',
      'match list': '/match/lol',
      'match detail': await matchDetailPath(server),
      live: '/live',
    }
    const chosen = process.env.BENCH_PAGES?.split(',') ?? Object.keys(pages)
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_LAUNCH.executablePath,
      chromeFlags: [...CHROMIUM_LAUNCH.args.filter((flag) => flag !== '--headless'), '--headless=new'],
    })
    for (const preset of PRESETS) {
      for (const name of chosen) {
        const path = pages[name]
        if (!path) throw new Error(`Unknown page ${name}; pages: ${Object.keys(pages).join(', ')}`)
        const loadAverage = loadavg()[0] ?? Number.NaN
        console.log(`${preset} ${name} (${path}), load average ${loadAverage.toFixed(2)} …`)
        const lhr = await audit(chrome.port, `${server.url}${path}`, preset)
        if (process.env.BENCH_LHR_DIR) saveReport(process.env.BENCH_LHR_DIR, `${preset}-${name}`, lhr)
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
        rows.push({
          page: name,
          url: path,
          preset,
          performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          tbtMs: Math.round(numeric('total-blocking-time')),
          cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
          fcpMs: Math.round(numeric('first-contentful-paint')),
          loadAverage,
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
            .map((a) => ({ id: a.id, title: a.title, score: a.score, display: a.displayValue, nodes: nodesOf(a) })),
        })
      }
    }
  } finally {
    await chrome?.kill()
    await server?.stop()
  }
  print(rows)
  console.log(`Written to ${saveJson('lighthouse', { rows })}`)
}

/** The whole report, for a closer look at an audit (its long tasks, bootup-time's scripts, the LCP element). */
function saveReport(dir: string, name: string, lhr: unknown): void {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name.replaceAll(' ', '-')}.json`), JSON.stringify(lhr))
}

/** The first elements an accessibility audit names (its selector and snippet), so a failure says where. */
function nodesOf(result: { details?: unknown }): string[] {
  const details = result.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined
  return (details?.items ?? [])
    .flatMap((item) => (item.node ? [`${item.node.selector ?? ''} ${item.node.snippet ?? ''}`.slice(0, 200)] : []))
    .slice(0, 8)
}

function print(rows: Row[]): void {
  for (const row of rows) {
    console.log(`\n${row.preset} · ${row.page} (${row.url})`)
    console.log(
      table([
        ['performance', String(row.performance)],
        ['accessibility', String(row.accessibility)],
        ['LCP', `${row.lcpMs} ms`],
        ['TBT', `${row.tbtMs} ms`],
        ['CLS', row.cls.toFixed(3)],
        ['FCP', `${row.fcpMs} ms`],
        ['load average (1 min)', row.loadAverage.toFixed(2)],
        ['Lighthouse benchmark index', String(row.benchmarkIndex)],
      ]),
    )
    for (const failing of row.failing) console.log(`  ✗ ${failing.id}: ${failing.title} ${failing.display ?? ''}`)
  }
}

await main()
