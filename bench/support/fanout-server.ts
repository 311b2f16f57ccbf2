// The server side of the match fan-out bench, one process per transport (`socket.io` or `ws`), so its CPU
// and event loop are its own. socket.io: the real realtime layer (attachRealtime on an in-memory PGlite, the
// broadcaster the feed publishes through), receivers joined to `match:<id>` rooms. ws: a bare `ws` server
// with rooms as sets of sockets and a plain `send` per socket — the baseline. Both push the same score
// events as the same text frames at the same rate; the parent (bench/match-fanout.ts) drives them over IPC.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import pino from 'pino'
import { type WebSocket, WebSocketServer } from 'ws'
import type { MatchEvent } from '../../protocol/match'
import { openDatabase } from '../../server/db/client'
import { migrate } from '../../server/db/migrate'
import { createMetrics } from '../../server/http/metrics'
import { createLivePublisher } from '../../server/realtime/live-publisher'
import { attachRealtime } from '../../server/routes/sockets/attach'

export type FanoutTransport = 'socket.io' | 'ws'
/** run: publish from `startAt` (epoch ms) for `ms`. */
export type FanoutCommand = { run: { rate: number; rooms: number; ms: number; startAt: number } } | { stop: true }
export type FanoutStep = {
  published: number
  /** Event-loop delay over the step (perf_hooks monitorEventLoopDelay, 10 ms resolution), ms. */
  loopDelayMs: { p50: number; p99: number; max: number }
  /** Share of the step the event loop was busy (performance.eventLoopUtilization). */
  loopUtilization: number
  /** Process CPU (user + system, every thread) per second of the step. */
  cpuShare: number
  rssMb: number
}

/** The match id of room `index` (as the load feed names its matches). */
export const matchIdOf = (index: number) => `load-${String(index + 1).padStart(5, '0')}`

/** A score event like the load feed's, without detail (what a `match:<id>` room gets for a list row). */
function scoreEvent(index: number, id: number, seq: number, at: number): MatchEvent {
  const home = seq % 7
  const guest = seq % 5
  return {
    id,
    matchId: matchIdOf(index),
    gameId: 1,
    seq,
    type: 'score',
    at,
    state: {
      status: 'live',
      phase: 'inGame',
      period: 1,
      clock: seq * 7,
      homeScore: home,
      guestScore: guest,
      periods: [{ index: 1, home, guest }],
      winRate: 50,
    },
    incident: { kind: 'kill', side: 'home', period: 1, clock: seq * 7, points: 1, detail: null },
    retracts: null,
  }
}

type Publish = (events: MatchEvent[]) => void
type RunCommand = Extract<FanoutCommand, { run: unknown }>['run']

async function socketIoServer(): Promise<{ port: number; publish: Publish }> {
  const http = createServer()
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const database = await openDatabase({ dataDir: 'memory://' })
  await migrate(database)
  const live = createLivePublisher()
  const realtime = await attachRealtime(http, {
    metrics: createMetrics(),
    log: pino({ level: 'warn' }),
    db: database.db,
    live,
    // Ten thousand receivers from one address: the per-address cap would refuse them.
    socketsPerAddress: 0,
  })
  live.bind(realtime.io)
  return { port: (http.address() as AddressInfo).port, publish: realtime.publishMatchEvents }
}

async function wsServer(): Promise<{ port: number; publish: Publish }> {
  const rooms = new Map<string, Set<WebSocket>>()
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => wss.once('listening', resolve))
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      // A receiver names its room once: "sub:<room>".
      const room = String(data).slice(4)
      const members = rooms.get(room) ?? new Set<WebSocket>()
      members.add(socket)
      rooms.set(room, members)
      socket.once('close', () => members.delete(socket))
      socket.send('subscribed')
    })
  })
  return {
    port: (wss.address() as AddressInfo).port,
    publish: (events) => {
      for (const event of events) {
        // The frame socket.io would send, so receivers parse the same bytes.
        const frame = `42${JSON.stringify(['match:event', event])}`
        for (const socket of rooms.get(`match:${event.matchId}`) ?? []) socket.send(frame)
      }
    },
  }
}

/**
 * Publishes `rate` events/s round-robin over `rooms` for `ms` from `startAt`, every 10 ms what the elapsed
 * time calls for.
 */
async function runStep(publish: Publish, { rate, rooms, ms, startAt }: RunCommand): Promise<FanoutStep> {
  const wait = startAt - (performance.timeOrigin + performance.now())
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  const delay = monitorEventLoopDelay({ resolution: 10 })
  delay.enable()
  const elu0 = performance.eventLoopUtilization()
  const cpu0 = process.cpuUsage()
  const start = performance.now()
  // Each event carries the time it was due (epoch ms), so a server too busy to publish on time shows as
  // latency rather than as a slower clock.
  const wallStart = startAt
  const seqs = new Uint32Array(rooms)
  let published = 0
  let cursor = 0
  while (performance.now() - start < ms) {
    const due = Math.floor(((performance.now() - start) * rate) / 1000) - published
    const events: MatchEvent[] = []
    for (let n = 0; n < due; n++) {
      seqs[cursor] = (seqs[cursor] ?? 0) + 1
      const at = Math.floor(wallStart + ((published + n + 1) * 1000) / rate)
      events.push(scoreEvent(cursor, published + n + 1, seqs[cursor] ?? 1, at))
      cursor = (cursor + 1) % rooms
    }
    publish(events)
    published += events.length
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  delay.disable()
  const elu = performance.eventLoopUtilization(elu0)
  const cpu = process.cpuUsage(cpu0)
  const seconds = (performance.now() - start) / 1000
  return {
    published,
    loopDelayMs: {
      p50: delay.percentile(50) / 1e6,
      p99: delay.percentile(99) / 1e6,
      max: delay.max / 1e6,
    },
    loopUtilization: elu.utilization,
    cpuShare: (cpu.user + cpu.system) / 1e6 / seconds,
    rssMb: process.memoryUsage().rss / 2 ** 20,
  }
}

async function main() {
  const transport = process.argv[2] as FanoutTransport
  const server = transport === 'ws' ? await wsServer() : await socketIoServer()
  process.send?.({ ready: server.port })
  process.on('message', async (command: FanoutCommand) => {
    if ('stop' in command) process.exit(0)
    const step = await runStep(server.publish, command.run)
    process.send?.({ step })
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
