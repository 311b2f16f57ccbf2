// Chat fan-out: one live room with N connected sockets and M chat lines per second sent into it; how long
// from a line's sending to its arrival at every receiver (p50/p99), how many deliveries per second, and
// what the server spends (CPU, RSS). See bench/README.md.
// Run: node --import tsx bench/chat-fanout.ts   (env BENCH_SOCKETS, BENCH_RATE, BENCH_SECONDS, BENCH_SENDERS,
// BENCH_WORKERS, BENCH_PORT)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, totalmem } from 'node:os'
import { join, resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import { freePort, type RunningServer, startServer } from '../e2e/support/server-process'
import type { AnchorStanding } from '../protocol/live'
import type { ChatSendReply } from '../protocol/socket'
import { callJava, loginByCode } from '../server/test-support/auth-client'
import { benchNow, encodeTime, MARKER, type ReceiverResult, type ReceiverSetup } from './support/chat-receivers'
import { numberFromEnv } from './support/env'
import { addInto, BINS, percentileOf } from './support/latency-histogram'
import { treeCpuSeconds } from './support/process-cpu'
import { openRawSocket, type RawSocket } from './support/raw-socket'
import { untilQuiet } from './support/settle'
import { ms, table } from './support/stats'

const receivers = numberFromEnv('BENCH_SOCKETS', 2000)
const rate = numberFromEnv('BENCH_RATE', 200)
const seconds = numberFromEnv('BENCH_SECONDS', 30)
const senders = numberFromEnv('BENCH_SENDERS', 10)
const workers = numberFromEnv('BENCH_WORKERS', 2)
const preferredPort = numberFromEnv('BENCH_PORT', 3202)
const WARM_UP_MS = 3000
const DRAIN_MS = 3000
const ADMIN_MOBILE = '19900000000'
const ANCHOR_MOBILE = '19900000001'
const root = resolve(import.meta.dirname, '..')

/** The real server (as `npm start` runs it) on a fresh embedded database, serving a stub client. */
async function startBenchServer(): Promise<RunningServer> {
  mkdirSync(join(root, '.tmp'), { recursive: true })
  const staticDir = mkdtempSync(join(root, '.tmp/chat-fanout-static-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>bench</title>')
  const env = {
    STATIC_DIR: staticDir,
    SMS_PROVIDER: 'dev',
    ADMIN_MOBILES: ADMIN_MOBILE,
    // Many lines per sender: the flood limit would refuse them (slow mode is off in the room).
    CHAT_FLOOD_LIMIT: '0',
    // Thousands of receivers from this one machine: the per-address socket cap would refuse them.
    SOCKETS_PER_ADDRESS: '0',
    INGEST: 'off',
    // BENCH_SERVER_PROFILE=<dir>: a V8 CPU profile of the server, written there when it exits.
    ...(process.env.BENCH_SERVER_PROFILE && {
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${resolve(process.env.BENCH_SERVER_PROFILE)}`,
    }),
  }
  const server = await startServer(env, 120_000, await portToUse()).catch((error: unknown) => {
    rmSync(staticDir, { recursive: true, force: true })
    throw error
  })
  return {
    ...server,
    stop: async () => {
      await server.stop()
      rmSync(staticDir, { recursive: true, force: true })
    },
  }
}

/** BENCH_PORT (3202) when free, else any free port. */
async function portToUse(): Promise<number> {
  const free = await new Promise<boolean>((resolveFree) => {
    const probe = createServer()
    probe.once('error', () => resolveFree(false))
    probe.listen(preferredPort, '127.0.0.1', () => probe.close(() => resolveFree(true)))
  })
  return free ? preferredPort : freePort()
}

/** An anchor with a room, through the real calls: apply, then an administrator passes the application. */
async function createRoom(url: string): Promise<number> {
  const admin = await loginByCode(url, ADMIN_MOBILE)
  const anchor = await loginByCode(url, ANCHOR_MOBILE)
  const applied = await callJava(url, '/anchor/application', {
    token: anchor.token,
    body: {
      realName: '压测主播',
      birthDate: '1990-01-01',
      mobile: ANCHOR_MOBILE,
      gameId: 1,
      shortIntro: '压测直播间',
      acceptRules: true,
    },
  })
  if (applied.status !== 'success') throw new Error(`anchor application failed: ${applied.errorMsg}`)
  const passed = await callJava<AnchorStanding>(url, '/admin/anchor/review', {
    token: admin.token,
    body: { uid: anchor.user?.uid, decision: 'pass' },
  })
  const roomId = passed.result?.roomId
  if (passed.status !== 'success' || !roomId) throw new Error(`anchor review failed: ${passed.errorMsg}`)
  return roomId
}

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : Number.NaN
  } catch {
    return Number.NaN
  }
}

type WorkerHandle = { worker: Worker; ready: Promise<number>; result: Promise<ReceiverResult> }

function startWorker(setup: ReceiverSetup): WorkerHandle {
  const worker = new Worker(join(import.meta.dirname, 'support/chat-receivers.ts'), {
    workerData: setup,
    execArgv: ['--import', 'tsx'],
  })
  let readyResolve: (n: number) => void = () => undefined
  let resultResolve: (r: ReceiverResult) => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const ready = new Promise<number>((res, rej) => {
    readyResolve = res
    fail = rej
  })
  const result = new Promise<ReceiverResult>((res, rej) => {
    resultResolve = res
    const previous = fail
    fail = (error) => {
      previous(error)
      rej(error)
    }
  })
  result.catch(() => undefined)
  worker.on('message', (message: { ready?: number; result?: ReceiverResult; error?: string }) => {
    if (message.ready !== undefined) readyResolve(message.ready)
    if (message.result) resultResolve(message.result)
    if (message.error) fail(new Error(message.error))
  })
  worker.on('error', (error) => fail(error))
  return { worker, ready, result }
}

/** Sends `rate` lines per second, round-robin over the senders, until `end`; resolves with the acks. */
async function sendLines(sockets: RawSocket[], roomId: number, epoch: number, end: number) {
  const acks: Promise<{ reply: ChatSendReply; ms: number }>[] = []
  const start = benchNow(epoch)
  let sent = 0
  while (benchNow(epoch) < end) {
    const due = Math.floor(((benchNow(epoch) - start) / 1000) * rate)
    for (; sent < due; sent++) {
      const socket = sockets[sent % sockets.length] as RawSocket
      const at = benchNow(epoch)
      const text = `压测${sent % sockets.length} ${MARKER}${encodeTime(at * 10)}`
      acks.push(
        socket
          .emitWithAck<ChatSendReply>('chat:send', { roomId, text, clientId: `b${sent}` })
          .then((reply) => ({ reply, ms: benchNow(epoch) - at })),
      )
    }
    await new Promise((r) => setTimeout(r, 2))
  }
  return Promise.all(acks)
}

async function main() {
  let server: RunningServer | null = null
  const handles: WorkerHandle[] = []
  try {
    console.log(`Starting the server …`)
    server = await startBenchServer()
    // A fresh database's first start fills 30 days of match history (and what follows from it) into the
    // same embedded database for a minute or more; chat measured meanwhile queues behind it (p99 over a
    // second). Measure the steady state: wait until the server idles.
    console.log(`Waiting for the server to settle (a fresh database's first fill) …`)
    const settled = await untilQuiet(server.pid)
    console.log(
      `… settled after ${Math.round(settled.seconds)} s (${Math.round(settled.cpu * 100)} % of a core at the end)`,
    )
    const roomId = await createRoom(server.url)
    const senderTokens = []
    for (let i = 0; i < senders; i++)
      senderTokens.push((await loginByCode(server.url, `1880000${String(i).padStart(4, '0')}`)).token)
    const epoch = Date.now()
    console.log(`Room ${roomId}: connecting ${receivers} receivers in ${workers} worker threads …`)
    const perWorker = Math.ceil(receivers / workers)
    for (let w = 0; w < workers; w++) {
      const sockets = Math.min(perWorker, receivers - w * perWorker)
      if (sockets > 0) handles.push(startWorker({ url: server.url, roomId, sockets, epoch }))
    }
    const connected = (await Promise.all(handles.map((h) => h.ready))).reduce((a, b) => a + b, 0)
    const senderSockets = await Promise.all(
      senderTokens.map((token) => openRawSocket(server?.url ?? '', { auth: { token } })),
    )
    const start = benchNow(epoch) + WARM_UP_MS
    const end = start + seconds * 1000
    for (const handle of handles) handle.worker.postMessage({ window: { start, end } })
    console.log(
      `${connected} receivers in the room; ${senders} senders at ${rate} lines/s: ${WARM_UP_MS / 1000} s warm-up, ${seconds} s measured …`,
    )

    const sending = sendLines(senderSockets, roomId, epoch, end)
    await new Promise((r) => setTimeout(r, WARM_UP_MS))
    const cpu0 = { server: treeCpuSeconds(server.pid), bench: process.cpuUsage(), load: loadavg()[0] ?? 0 }
    const rss0 = rssMb(server.pid)
    await new Promise((r) => setTimeout(r, seconds * 1000))
    const serverCpu = (treeCpuSeconds(server.pid) - cpu0.server) / seconds
    const benchCpuUs = process.cpuUsage(cpu0.bench)
    const rss1 = rssMb(server.pid)
    const acks = await sending
    await new Promise((r) => setTimeout(r, DRAIN_MS))
    for (const handle of handles) handle.worker.postMessage({ finish: true })
    const results = await Promise.all(handles.map((h) => h.result))
    for (const socket of senderSockets) socket.close()

    const histogram = new Uint32Array(BINS)
    let received = 0
    let measured = 0
    let unmarked = 0
    for (const result of results) {
      addInto(histogram, result.histogram)
      received += result.received
      measured += result.latencies
      unmarked += result.unmarked
    }
    const accepted = acks.filter(({ reply }) => reply.ok)
    const refusals = new Map<string, number>()
    for (const { reply } of acks) if (!reply.ok) refusals.set(reply.error, (refusals.get(reply.error) ?? 0) + 1)
    const ackMs = accepted.map(({ ms: value }) => value).sort((a, b) => a - b)
    const ackPct = (p: number) =>
      ackMs[Math.min(ackMs.length - 1, Math.ceil((p / 100) * ackMs.length) - 1)] ?? Number.NaN
    const sentInWindow = Math.round(rate * seconds)
    const expected = sentInWindow * connected
    const figures = {
      conditions: { receivers: connected, rate, seconds, senders, workers, warmUpMs: WARM_UP_MS },
      sent: acks.length,
      accepted: accepted.length,
      refusals: Object.fromEntries(refusals),
      ackMs: { p50: ackPct(50), p99: ackPct(99) },
      deliveredPerSecond: received / seconds,
      latencyMs: {
        count: measured,
        expected,
        p50: percentileOf(histogram, measured, 50),
        p95: percentileOf(histogram, measured, 95),
        p99: percentileOf(histogram, measured, 99),
        max: percentileOf(histogram, measured, 100),
      },
      unmarked,
      serverCpuShare: serverCpu,
      benchCpuShare: (benchCpuUs.user + benchCpuUs.system) / 1e6 / seconds,
      serverRssMb: { start: rss0, end: rss1 },
      loadAverage: cpu0.load,
    }
    const percent = (share: number) => `${Math.round(share * 100)} % of a core`
    console.log(
      table([
        ['receivers in the room', String(connected)],
        ['lines per second sent', `${rate} (${senders} senders)`],
        ['measured', `${seconds} s after ${WARM_UP_MS / 1000} s warm-up`],
        ['lines sent / accepted', `${acks.length} / ${accepted.length}`],
        ['refused', refusals.size === 0 ? 'none' : JSON.stringify(figures.refusals)],
        ['chat:send ack p50 / p99', `${ms(figures.ackMs.p50)} / ${ms(figures.ackMs.p99)}`],
        ['deliveries per second', figures.deliveredPerSecond.toFixed(0)],
        ['deliveries measured / expected', `${measured} / ${expected}`],
        ['delivery latency p50', ms(figures.latencyMs.p50)],
        ['delivery latency p95', ms(figures.latencyMs.p95)],
        ['delivery latency p99', ms(figures.latencyMs.p99)],
        ['delivery latency max', ms(figures.latencyMs.max)],
        ['server CPU', percent(serverCpu)],
        ['bench main thread + workers CPU', percent(figures.benchCpuShare)],
        ['server RSS start → end', `${rss0.toFixed(0)} → ${rss1.toFixed(0)} MB`],
        ['load average (1 min) at start', cpu0.load.toFixed(2)],
      ]),
    )
    const dir = join(root, 'bench/results')
    mkdirSync(dir, { recursive: true })
    const file = join(dir, `chat-fanout-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
    const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? '?', memoryMb: Math.round(totalmem() / 2 ** 20) }
    const saved = { benchmark: 'chat-fanout', at: new Date().toISOString(), machine, node: process.version, ...figures }
    writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`)
    console.log(`Full result: ${file}`)
  } finally {
    await Promise.all(handles.map((h) => h.worker.terminate()))
    await server?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
