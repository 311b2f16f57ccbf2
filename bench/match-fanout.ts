// Match fan-out: one node with N sockets spread over R match rooms (`match:<id>`, the rooms live score
// pushes go to), M score events per second published over the rooms through the real realtime layer, and the
// same load through a bare `ws` broadcast in the same run as the baseline: deliveries per second, delivery
// latency, the server's event-loop delay and CPU. See bench/README.md.
// Run: node --import tsx bench/match-fanout.ts   (env BENCH_SOCKETS, BENCH_ROOMS, BENCH_RATES, BENCH_SECONDS,
// BENCH_WORKERS, BENCH_TRANSPORTS)
import { type ChildProcess, fork } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { numberFromEnv } from './support/env'
import type { FanoutReceived, FanoutReceiverSetup } from './support/fanout-receivers'
import type { FanoutCommand, FanoutStep, FanoutTransport } from './support/fanout-server'
import { addInto, BINS, percentileOf } from './support/latency-histogram'
import { saveJson } from './support/save-json'

const sockets = numberFromEnv('BENCH_SOCKETS', 10_000)
const rooms = numberFromEnv('BENCH_ROOMS', 1000)
const rates = (process.env.BENCH_RATES ?? '2000,8000').split(',').map(Number)
const seconds = numberFromEnv('BENCH_SECONDS', 10)
const workers = numberFromEnv('BENCH_WORKERS', 2)
const transports = (process.env.BENCH_TRANSPORTS ?? 'socket.io,ws').split(',') as FanoutTransport[]
const DRAIN_MS = 2000
const LEAD_MS = 300
if (rates.some((rate) => !(rate > 0))) throw new Error(`BENCH_RATES=${process.env.BENCH_RATES} is not a list of rates`)

const wallNow = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The next message of `source` that has `key`. */
function next<T>(source: ChildProcess | Worker, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (message.error) reject(new Error(String(message.error)))
      if (!(key in message)) return
      source.off('message', onMessage)
      resolve(message[key] as T)
    }
    source.on('message', onMessage)
    source.once('error', reject)
  })
}

function startServer(transport: FanoutTransport): { child: ChildProcess; port: Promise<number> } {
  const child = fork(join(import.meta.dirname, 'support/fanout-server.ts'), [transport], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  child.once('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`${transport} server exited with ${code}`)
  })
  return { child, port: next<number>(child, 'ready') }
}

type Row = {
  transport: FanoutTransport
  rate: number
  loadAverage: number
  published: number
  expectedDeliveries: number
  deliveredPerSecond: number
  measured: number
  latencyMs: { p50: number; p99: number; max: number }
  server: FanoutStep
}

async function runTransport(transport: FanoutTransport): Promise<Row[]> {
  const server = startServer(transport)
  const handles: Worker[] = []
  try {
    const url = `http://127.0.0.1:${await server.port}`
    console.log(`${transport}: connecting ${sockets} receivers over ${rooms} rooms …`)
    const perWorker = Math.ceil(sockets / workers)
    for (let w = 0; w < workers; w++) {
      const count = Math.min(perWorker, sockets - w * perWorker)
      if (count <= 0) continue
      const setup: FanoutReceiverSetup = { url, transport, sockets: count, first: w * perWorker, rooms }
      handles.push(
        new Worker(join(import.meta.dirname, 'support/fanout-receivers.ts'), {
          workerData: setup,
          execArgv: ['--import', 'tsx'],
        }),
      )
    }
    const connected = (await Promise.all(handles.map((worker) => next<number>(worker, 'ready')))).reduce(
      (a, b) => a + b,
      0,
    )
    const rows: Row[] = []
    for (const rate of rates) {
      const start = wallNow() + LEAD_MS
      const window = { start, end: start + seconds * 1000 }
      for (const worker of handles) worker.postMessage({ window })
      const loadAverage = loadavg()[0] ?? 0
      const command: FanoutCommand = { run: { rate, rooms, ms: seconds * 1000, startAt: start } }
      server.child.send(command)
      const step = await next<FanoutStep>(server.child, 'step')
      await sleep(DRAIN_MS)
      const results = await Promise.all(
        handles.map((worker) => {
          const result = next<FanoutReceived>(worker, 'result')
          worker.postMessage({ collect: true })
          return result
        }),
      )
      const histogram = new Uint32Array(BINS)
      let delivered = 0
      let measured = 0
      for (const result of results) {
        addInto(histogram, result.histogram)
        delivered += result.delivered
        measured += result.measured
      }
      const row: Row = {
        transport,
        rate,
        loadAverage,
        published: step.published,
        expectedDeliveries: Math.round((step.published * connected) / rooms),
        deliveredPerSecond: delivered / seconds,
        measured,
        latencyMs: {
          p50: percentileOf(histogram, measured, 50),
          p99: percentileOf(histogram, measured, 99),
          max: percentileOf(histogram, measured, 100),
        },
        server: step,
      }
      rows.push(row)
      console.log(
        `  ${rate} events/s: ${Math.round(row.deliveredPerSecond)} deliveries/s, p99 ${row.latencyMs.p99.toFixed(1)} ms, ` +
          `loop delay p99 ${step.loopDelayMs.p99.toFixed(1)} ms, CPU ${Math.round(step.cpuShare * 100)} %`,
      )
    }
    await Promise.all(
      handles.map((worker) => {
        const closed = next(worker, 'closed')
        worker.postMessage({ finish: true })
        return closed
      }),
    )
    return rows
  } finally {
    await Promise.all(handles.map((worker) => worker.terminate()))
    const exited = new Promise((resolve) => server.child.once('exit', resolve))
    server.child.send({ stop: true } satisfies FanoutCommand)
    await Promise.race([exited, sleep(5000)])
    server.child.kill()
  }
}

function printTable(rows: Row[]) {
  const header = [
    'transport',
    'events/s',
    'deliveries/s',
    'measured / expected',
    'p50',
    'p99',
    'max',
    'loop delay p99 / max',
    'loop busy',
    'server CPU',
    'RSS',
    'load',
  ]
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—')
  const body = rows.map((row) => [
    row.transport,
    String(row.rate),
    Math.round(row.deliveredPerSecond).toLocaleString('en'),
    `${row.measured.toLocaleString('en')} / ${row.expectedDeliveries.toLocaleString('en')}`,
    ms(row.latencyMs.p50),
    ms(row.latencyMs.p99),
    ms(row.latencyMs.max),
    `${ms(row.server.loopDelayMs.p99)} / ${ms(row.server.loopDelayMs.max)}`,
    `${Math.round(row.server.loopUtilization * 100)} %`,
    `${Math.round(row.server.cpuShare * 100)} %`,
    `${Math.round(row.server.rssMb)} MB`,
    row.loadAverage.toFixed(1),
  ])
  const widths = header.map((title, i) => Math.max(title.length, ...body.map((cells) => (cells[i] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join(' | ')} |`
  console.log([line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n'))
  for (const rate of rates) {
    const of = (transport: FanoutTransport) => rows.find((row) => row.transport === transport && row.rate === rate)
    const io = of('socket.io')
    const ws = of('ws')
    if (io && ws)
      console.log(
        `${rate} events/s: socket.io delivered ${(io.deliveredPerSecond / ws.deliveredPerSecond).toFixed(2)}× what bare ws did`,
      )
  }
}

async function main() {
  const loadAtStart = loadavg()[0] ?? 0
  console.log(
    `${sockets} sockets over ${rooms} rooms (${sockets / rooms} a room), rates ${rates.join(', ')} events/s, ${seconds} s each; ` +
      `${cpus().length} cores, load average ${loadAtStart.toFixed(2)}`,
  )
  const rows: Row[] = []
  for (const transport of transports) rows.push(...(await runTransport(transport)))
  printTable(rows)
  const file = saveJson('match-fanout', {
    conditions: { sockets, rooms, rates, seconds, workers, transports, loadAverageAtStart: loadAtStart },
    node: process.version,
    rows,
  })
  console.log(`Full result: ${file}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
