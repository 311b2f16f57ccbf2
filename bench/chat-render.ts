// Chat render: a live room open in Chromium while its chat receives 200 lines a second for 60 s — long
// tasks over 50 ms, JS heap growth, and the chat's DOM staying bounded. See bench/README.md.
// Run: node --import tsx bench/chat-render.ts   (env BENCH_RATE, BENCH_SECONDS, BENCH_STATIC_DIR)
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { type CDPSession, chromium, type Page } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium'
import { type RunningServer, startServer } from '../e2e/support/server-process'
import { startProfile, stopProfile, topSelfTime } from './support/cpu-profile'
import { numberFromEnv } from './support/env'
import { mb, ms, table } from './support/stats'

const rate = numberFromEnv('BENCH_RATE', 200)
const seconds = numberFromEnv('BENCH_SECONDS', 60)
const staticDir = process.env.BENCH_STATIC_DIR ?? 'dist'
const WARM_UP_MS = 3_000
const VIEWPORT = { width: 1440, height: 900 }
const ADMIN = '13800000000'
const root = resolve(import.meta.dirname, '..')
const profiling = process.env.BENCH_PROFILE === '1'

/** The real server on a free port with a fresh data directory, its ingest off, dev SMS codes, one admin. */
function startBenchServer(): Promise<RunningServer> {
  return startServer({ STATIC_DIR: staticDir, SMS_PROVIDER: 'dev', INGEST: 'off', ADMIN_MOBILES: ADMIN })
}

type Envelope = { status: string; result: unknown; errorMsg: string | null }

/** One /java call as the client makes it; a refusal stops the benchmark. */
async function call(url: string, method: 'GET' | 'POST', path: string, body: object | null, token = '') {
  const response = await fetch(`${url}/java${path}`, {
    method,
    headers: { 'content-type': 'application/json', sysType: 'PC', lan: 'zh_CN', token },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  })
  const envelope = (await response.json()) as Envelope
  if (envelope.status !== 'success') throw new Error(`${path} refused: ${envelope.errorMsg}`)
  // A login's session comes only as the HttpOnly cookie; a non-browser client sends it back as the header.
  const session = /(?:^|;\s*)token=([^;]+)/.exec(response.headers.getSetCookie().join(';'))?.[1]
  const result = envelope.result as Record<string, unknown>
  return session ? { ...result, token: session } : result
}

/** A live room to open: the administrator applies as an anchor, passes their own review and goes live. */
async function createLiveRoom(url: string): Promise<number> {
  await call(url, 'POST', '/login/sendVerificationCode', { mobile: ADMIN, areaCode: '86' })
  const outbox = (await (await fetch(`${url}/java/dev/sms?mobile=${ADMIN}`)).json()) as { messages: { code: string }[] }
  const login = await call(url, 'POST', '/login/checkCode', { mobile: ADMIN, checkCode: outbox.messages.at(-1)?.code })
  const token = String(login.token)
  const uid = Number((login.user as { uid: number }).uid)
  const application = { realName: '压测主播', birthDate: '1990-01-01', mobile: ADMIN, gameId: 1, acceptRules: true }
  await call(url, 'POST', '/anchor/application', { ...application, shortIntro: '聊天渲染压测' }, token)
  await call(url, 'POST', '/admin/anchor/review', { uid, decision: 'pass' }, token)
  await call(url, 'POST', '/anchor/updateAnchor', { title: '聊天渲染压测直播间' }, token)
  return Number((await call(url, 'GET', '/anchor/broadcast', null, token)).roomId)
}

/**
 * Runs in the page before its scripts: the client's bench hook (`__scorecastBench.receive` feeds pushes
 * through the socket source's own handlers), a long-task observer, and a feeder that keeps `rate` lines a
 * second flowing (catching up by wall time when the page was busy), one gift in a hundred.
 */
function pageProbe({ rate: perSecond }: { rate: number }) {
  type Receive = (name: string, payload: unknown) => void
  const bench: { arrivals: Map<string, number>; receive?: Receive } = { arrivals: new Map() }
  const probe = { longTasks: [] as { start: number; duration: number }[], sent: 0, feeding: false }
  Object.assign(window, { __scorecastBench: bench, __chatProbe: probe })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  Object.assign(probe, {
    start(roomId: number) {
      const began = performance.now()
      probe.feeding = true
      const tick = () => {
        if (!probe.feeding) return
        const due = Math.floor(((performance.now() - began) * perSecond) / 1000)
        // As the server sends them: the lines due since the last tick, in one batch per 50 ms.
        const lines = []
        for (; probe.sent < due; ) {
          const seq = ++probe.sent
          const gift = seq % 100 === 0
          lines.push({
            roomId,
            seq,
            kind: gift ? 'gift' : 'chat',
            uid: 10_000 + (seq % 500),
            username: `观众${seq % 500}`,
            level: 1 + (seq % 30),
            text: gift ? '' : `第${seq}条弹幕：这波团战打得漂亮 <b>${seq}</b>`,
            params: null,
            giftId: gift ? 'rocket' : null,
            giftCount: gift ? 1 : null,
            removes: null,
            at: Date.now(),
          })
        }
        if (lines.length > 0) bench.receive?.('chat:lines', { roomId, lines })
        setTimeout(tick, 50)
      }
      tick()
    },
  })
}

type PageProbe = {
  __chatProbe: {
    longTasks: { start: number; duration: number }[]
    sent: number
    feeding: boolean
    start(id: number): void
  }
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  return (await cdp.send('Runtime.getHeapUsage')).usedSize
}

/** Chat lines in the DOM now, and the newest seq among them. */
function domRows(page: Page): Promise<{ rows: number; newest: number }> {
  return page.evaluate(() => {
    const lines = [...document.querySelectorAll('[data-testid="chat-line"]')]
    const seqs = lines.map((line) => Number(line.getAttribute('data-seq') ?? 0))
    return { rows: lines.length, newest: Math.max(0, ...seqs) }
  })
}

async function main() {
  const server = await startBenchServer()
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const roomId = await createLiveRoom(server.url)
    const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN', viewport: VIEWPORT })
    // tsx's keepNames wraps named inner functions in `__name`, which exists in Node but not in the page.
    await context.addInitScript({
      content: `var __name = (fn) => fn;\n(${pageProbe.toString()})(${JSON.stringify({ rate })});`,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await page.goto(`/lol/${roomId}`)
    await page.getByTestId('chat-list').waitFor({ timeout: 60_000 })
    await page.evaluate((id) => (window as unknown as PageProbe).__chatProbe.start(id), roomId)
    console.log(
      `Room ${roomId} open; feeding ${rate} lines/s: warming up ${WARM_UP_MS / 1000} s, measuring ${seconds} s …`,
    )
    await page.waitForTimeout(WARM_UP_MS)

    const heapStart = await heapUsed(cdp)
    const windowStart = await page.evaluate(() => performance.now())
    const sentStart = await page.evaluate(() => (window as unknown as PageProbe).__chatProbe.sent)
    if (profiling) await startProfile(cdp)
    const samples: { rows: number; newest: number }[] = []
    for (let s = 0; s < seconds; s++) {
      await page.waitForTimeout(1000)
      samples.push(await domRows(page))
    }
    const end = await page.evaluate(() => {
      const probe = (window as unknown as PageProbe).__chatProbe
      probe.feeding = false
      return { at: performance.now(), sent: probe.sent, longTasks: probe.longTasks }
    })
    const hot = profiling ? topSelfTime(await stopProfile(cdp)) : []
    const heapEnd = await heapUsed(cdp)
    const last = samples.at(-1) ?? { rows: 0, newest: 0 }
    const longTasks = end.longTasks.filter((task) => task.start >= windowStart && task.start <= end.at)
    const result = {
      conditions: { rate, seconds, warmUpMs: WARM_UP_MS, viewport: `${VIEWPORT.width}x${VIEWPORT.height}` },
      browser: `Chromium ${browser.version()}`,
      linesFed: end.sent - sentStart,
      longTasks: {
        count: longTasks.length,
        totalMs: longTasks.reduce((sum, task) => sum + task.duration, 0),
        longestMs: Math.max(0, ...longTasks.map((task) => task.duration)),
      },
      heapBytes: { start: heapStart, end: heapEnd },
      domRows: { max: Math.max(...samples.map((s) => s.rows)), min: Math.min(...samples.map((s) => s.rows)) },
      newestShownBehindFed: end.sent - last.newest,
      samples,
    }
    console.log(
      table([
        ['lines fed in the window', `${result.linesFed} (${(result.linesFed / seconds).toFixed(0)}/s)`],
        [
          'long tasks > 50 ms',
          `${result.longTasks.count}, total ${ms(result.longTasks.totalMs)}, longest ${ms(result.longTasks.longestMs)}`,
        ],
        ['JS heap start → end', `${mb(heapStart)} → ${mb(heapEnd)} (${mb(heapEnd - heapStart)})`],
        ['chat rows in the DOM', `${result.domRows.min} … ${result.domRows.max}`],
        ['newest line shown vs fed', `${result.newestShownBehindFed} lines behind at the end`],
      ]),
    )
    for (const { fn, ms: self, share } of hot) {
      console.log(`  ${self.toFixed(0).padStart(6)} ms ${(share * 100).toFixed(1).padStart(5)} %  ${fn}`)
    }
    const dir = join(root, 'bench/results')
    mkdirSync(dir, { recursive: true })
    const file = join(dir, `chat-render-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
    const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? '?', memoryMb: Math.round(totalmem() / 2 ** 20) }
    writeFileSync(
      file,
      `${JSON.stringify({ benchmark: 'chat-render', at: new Date().toISOString(), machine, ...result }, null, 2)}\n`,
    )
    console.log(`Results written to ${file}`)
  } finally {
    await browser.close()
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(`chat-render failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
