// Where a first load's long tasks go: bench/long-tasks.ts's cold loads at 4× CPU, with V8's sampling profiler on,
// each sample of a long task after the first paint put down to the source it ran in (the build's source maps:
// a package of node_modules, a file of src/ or protocol/), or to "(program)" (the browser's own work: style,
// layout, IndexedDB, messages). Prints each load's long tasks with their largest sources, and the sum per source.
// Run: npx vite build --sourcemap --outDir .tmp/dist-sm && BENCH_STATIC_DIR=.tmp/dist-sm node --import tsx bench/long-task-sources.ts
//   (BENCH_DATA_DIR a seeded data directory, BENCH_PAGES=/ (one page), BENCH_RUNS (2), BENCH_SECONDS (10),
//    BENCH_DETAIL=dexie,zod: those sources by function (file, line of the function, name),
//    BENCH_CALLER=zod: that source's time put down to the first caller outside it,
//    BENCH_NO_DATA=1: every API call and the socket refused, the app's own cost,
//    BENCH_WARM=1: the page loaded once before in the same profile, a returning visitor's cache; with
//    BENCH_NO_DATA=1 too, the cache filled and then the server refused: rendering the cache, fetching nothing)
// The build's source maps stay out of dist/ (vite.config.ts); build them into a directory of their own.
import { existsSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { SourceMapConsumer } from 'source-map-js'
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium'
import { startServer } from '../e2e/support/server-process'
import { benchDataDir, numberFromEnv } from './support/env'
import { saveJson } from './support/save-json'
import { untilQuiet } from './support/settle'
import { largestMs, table } from './support/stats'

const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist'
const PAGE = process.env.BENCH_PAGES ?? '/'
const RUNS = numberFromEnv('BENCH_RUNS', 2)
const SECONDS = numberFromEnv('BENCH_SECONDS', 10)
const DETAIL = (process.env.BENCH_DETAIL ?? '').split(',').filter(Boolean)
const CALLER = process.env.BENCH_CALLER ?? ''
// The app's own cost, without data: every API call and the socket refused.
const NO_DATA = process.env.BENCH_NO_DATA === '1'
// A returning visitor's load: the same page loaded once before (its cache filled), then the measured load.
const WARM = process.env.BENCH_WARM === '1'

// Runs in the page before its scripts: the long tasks, and marks that tie the profile's clock to the page's (4 ms
// busy loops in functions of known names, at known performance.now() times). Three of them, the first at once and
// two in later tasks: the profiler can start sampling the page's new process only after its first script ran.
const OBSERVE = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration])
}).observe({ type: 'longtask', buffered: true });
window.__marks = [];
const __busy = (i) => { const t = performance.now(); while (performance.now() - t < 4) {} window.__marks[i] = t };
(function __benchClockMark0() { __busy(0) })();
setTimeout(function __benchClockMark1() { __busy(1) }, 0);
setTimeout(function __benchClockMark2() { __busy(2) }, 200);`

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] }
type Profile = { nodes: ProfileNode[]; startTime: number; samples?: number[]; timeDeltas?: number[] }
type PageFacts = { tasks: [number, number][]; marks: (number | null)[]; fcp: number | undefined }

const maps = new Map<string, SourceMapConsumer | null>()

/** The source map of a built chunk, by its address, or null (not a chunk of the build, or built without maps). */
function mapOf(url: string): SourceMapConsumer | null {
  let map = maps.get(url)
  if (map === undefined) {
    const asset = url.match(/\/assets\/[^?#]+\.js$/)?.[0]
    const file = asset ? join(STATIC_DIR, `${asset}.map`) : ''
    map = file && existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null
    maps.set(url, map)
  }
  return map
}

/** Where a frame's code comes from: a package, a source file, or (with BENCH_DETAIL) that and the function. */
function sourceOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName || '(native)'
  const map = mapOf(frame.url)
  const chunk = frame.url.replace(/^.*\//, '')
  if (!map) return chunk
  // The frame's position is its function's start; a chunk's top level (its modules evaluated) maps to nothing.
  if (frame.lineNumber < 0) return `${chunk} (top level)`
  const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
  if (!at.source) return `${chunk} (top level)`
  const source = at.source.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1] ?? at.source.replace(/^(\.\.\/)+/, '')
  if (!DETAIL.some((name) => source.includes(name))) return source
  return `${source}: ${at.source.replace(/^.*\//, '')}:${at.line} ${at.name ?? frame.functionName}`
}

/** Self time (ms) per source in each long task that ended after the first paint; the others are left out. */
function sourcesPerTask(profile: Profile, page: PageFacts): Map<string, number>[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  const frameSource = (id: number) => {
    const node = nodes.get(id)
    return node ? sourceOf(node.callFrame) : '?'
  }
  const samples = profile.samples ?? []
  const times: number[] = []
  let t = profile.startTime
  for (const delta of profile.timeDeltas ?? []) {
    t += delta
    times.push(t)
  }
  // Whether a sample's stack runs through a function of that name (a mark's loop runs in a function it calls).
  const within = (id: number, name: string) => {
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at))
      if (nodes.get(at)?.callFrame.functionName === name) return true
    return false
  }
  // The first mark the profile caught: its first sample is (to a sample's interval) the mark's start.
  let offset: number | undefined
  for (const [i, markAt] of page.marks.entries()) {
    const marked = samples.findIndex((id) => within(id, `__benchClockMark${i}`))
    if (marked >= 0 && typeof markAt === 'number') {
      offset = markAt - (times[marked] ?? 0) / 1000
      break
    }
  }
  if (offset === undefined) throw new Error('no clock mark is in the profile')
  const perTask = page.tasks.map(() => new Map<string, number>())
  const after = page.fcp ?? 0
  samples.forEach((id, i) => {
    const at = (times[i] ?? 0) / 1000 + offset
    const task = page.tasks.findIndex(([start, duration]) => at >= start && at <= start + duration)
    if (task < 0 || (page.tasks[task]?.[0] ?? 0) + (page.tasks[task]?.[1] ?? 0) < after) return
    let source = frameSource(id)
    if (CALLER && source.startsWith(CALLER)) {
      let parent = parents.get(id)
      while (parent !== undefined && frameSource(parent).startsWith(CALLER)) parent = parents.get(parent)
      source = `${source.split(':')[0]} ← ${parent === undefined ? '(root)' : frameSource(parent)}`
    }
    const slice = ((times[i + 1] ?? times[i] ?? 0) - (times[i] ?? 0)) / 1000
    perTask[task]?.set(source, (perTask[task]?.get(source) ?? 0) + slice)
  })
  return perTask
}

/** Whether the build has source maps beside its chunks. */
function hasSourceMaps(): boolean {
  const index = join(STATIC_DIR, 'index.html')
  if (!existsSync(index)) return false
  const entry = readFileSync(index, 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
  return entry !== undefined && existsSync(join(STATIC_DIR, `${entry}.map`))
}

async function main() {
  if (!hasSourceMaps()) throw new Error(`${STATIC_DIR} has no source maps: build it with \`--sourcemap\` (see above).`)
  console.log('Starting the server (built client, no demo rooms, no ingest) …')
  const server = await startServer({ DEMO_STREAMS: '0', INGEST: 'off', ...benchDataDir(), STATIC_DIR }, 300_000)
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  const total = new Map<string, number>()
  const runs: { fcp: number | undefined; blockingMs: number; tasks: { start: number; ms: number; top: string }[] }[] =
    []
  try {
    await untilQuiet(server.pid)
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'zh-CN' })
      const tab = await context.newPage()
      await tab.addInitScript({ content: OBSERVE })
      if (WARM) {
        await tab.goto(`${server.url}${PAGE}`)
        await tab.waitForTimeout(SECONDS * 1000)
      }
      // A file of the same origin first: the measured load then stays in the process the profiler samples (from
      // about:blank, the page's new process was sometimes sampled only after its first scripts had run).
      await tab.goto(`${server.url}/favicon.svg`)
      // After the warm-up: with both, the measured load renders the filled cache and fetches nothing.
      if (NO_DATA) await tab.route(/\/java\/|\/socket\.io\//, (route) => route.abort())
      const cdp = await context.newCDPSession(tab)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await cdp.send('Profiler.start')
      await tab.goto(`${server.url}${PAGE}`)
      await tab.waitForTimeout(SECONDS * 1000)
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
      const page = (await tab.evaluate(`({ tasks: window.__longTasks, marks: Array.from(window.__marks),
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime })`)) as PageFacts
      await context.close()
      const perTask = sourcesPerTask(profile, page)
      const tasks = page.tasks
        .map(([start, ms], i) => ({ start, ms, sources: perTask[i] ?? new Map<string, number>() }))
        .filter(({ start, ms }) => start + ms >= (page.fcp ?? 0))
      for (const { sources } of tasks)
        for (const [source, ms] of sources) total.set(source, (total.get(source) ?? 0) + ms / RUNS)
      const blockingMs = tasks.reduce((sum, { ms }) => sum + Math.max(0, ms - 50), 0)
      runs.push({
        fcp: page.fcp,
        blockingMs,
        tasks: tasks.map((x) => ({ start: x.start, ms: x.ms, top: largestMs(x.sources, 6) })),
      })
    }
  } finally {
    await browser.close()
    await server.stop()
  }
  console.log(
    `\n${PAGE}${NO_DATA ? ' without data' : ''}${WARM ? ', cache warm' : ''}, 4× CPU, ${SECONDS} s per load, load average ${loadavg()[0]?.toFixed(2)}`,
  )
  runs.forEach((run, i) => {
    console.log(
      `\nrun ${i + 1}: first paint at ${run.fcp?.toFixed(0)} ms, blocking after it ${run.blockingMs.toFixed(0)} ms`,
    )
    console.log(table(run.tasks.map((task) => [`${task.start.toFixed(0)} ms +${task.ms.toFixed(0)}`, task.top])))
  })
  console.log('\nSelf time in long tasks after the first paint, per load, by source:')
  const sums = [...total].sort((a, b) => b[1] - a[1]).slice(0, 30)
  console.log(table(sums.map(([source, ms]) => [source, `${ms.toFixed(0)} ms`])))
  console.log(`Written to ${saveJson('long-task-sources', { page: PAGE, runs, perLoad: Object.fromEntries(sums) })}`)
}

await main()
