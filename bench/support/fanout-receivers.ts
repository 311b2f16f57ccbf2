// A worker thread of the match fan-out bench: keeps `sockets` receivers, receiver i in room `match:<id of
// room (first + i) % rooms>`, over socket.io (bench/support/raw-socket.ts) or a bare WebSocket (the ws
// baseline), and records for every `match:event` frame the delay from the time the event was due (its `at`)
// to its arrival, into a histogram. Nothing is parsed but the `at` number.
import { parentPort, workerData } from 'node:worker_threads'
import type { FanoutTransport } from './fanout-server'
import { BINS, record } from './latency-histogram'
import { openRawSocket } from './raw-socket'

export type FanoutReceiverSetup = {
  url: string
  transport: FanoutTransport
  sockets: number
  /** Receiver i of this worker watches room (first + i) % rooms. */
  first: number
  rooms: number
}
/** Epoch ms: events due and arrived in [start, end] count (arrivals until end + drain). */
export type FanoutWindow = { start: number; end: number }
export type FanoutReceived = { histogram: Uint32Array; delivered: number; measured: number }

const AT_KEY = '"at":'
const wallNow = () => performance.timeOrigin + performance.now()

function roomName(index: number): string {
  return `match:load-${String(index + 1).padStart(5, '0')}`
}

/** A bare WebSocket in `room` on the ws baseline server; resolves once the server confirmed it. */
function openBareSocket(url: string, room: string, onFrame: (frame: string) => void): Promise<{ close(): void }> {
  const ws = new WebSocket(url.replace(/^http/, 'ws'))
  return new Promise((resolve, reject) => {
    ws.addEventListener('error', () => reject(new Error(`WebSocket error on ${url}`)))
    ws.addEventListener('open', () => ws.send(`sub:${room}`))
    ws.addEventListener('message', (message: MessageEvent) => {
      const frame = String(message.data)
      if (frame === 'subscribed') resolve({ close: () => ws.close() })
      else onFrame(frame)
    })
  })
}

async function run(setup: FanoutReceiverSetup): Promise<void> {
  const port = parentPort
  if (!port) throw new Error('fanout-receivers runs as a worker thread')
  let histogram = new Uint32Array(BINS)
  let window: FanoutWindow | null = null
  let delivered = 0
  let measured = 0
  const onFrame = (frame: string) => {
    if (!frame.startsWith('42["match:event"') || !window) return
    const now = wallNow()
    if (now >= window.start && now <= window.end) delivered++
    const at = frame.indexOf(AT_KEY)
    if (at < 0) return
    let value = 0
    for (let i = at + AT_KEY.length; i < frame.length; i++) {
      const digit = frame.charCodeAt(i) - 48
      if (digit < 0 || digit > 9) break
      value = value * 10 + digit
    }
    if (value < window.start || value > window.end) return
    record(histogram, now - value)
    measured++
  }
  const closers: { close(): void }[] = []
  const BATCH = 200
  for (let i = 0; i < setup.sockets; i += BATCH) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(BATCH, setup.sockets - i) }, async (_, j) => {
        const room = roomName((setup.first + i + j) % setup.rooms)
        if (setup.transport === 'ws') return openBareSocket(setup.url, room, onFrame)
        const socket = await openRawSocket(setup.url, { onEvent: onFrame, timeoutMs: 120_000 })
        const reply = await socket.emitWithAck<{ ok: boolean }>('subscribe', { rooms: [room] })
        if (!reply.ok) throw new Error('subscribe refused')
        return socket
      }),
    )
    closers.push(...opened)
  }
  port.on('message', (message: { window?: FanoutWindow; collect?: true; finish?: true }) => {
    if (message.window) window = message.window
    if (message.collect) {
      const result: FanoutReceived = { histogram, delivered, measured }
      port.postMessage({ result })
      histogram = new Uint32Array(BINS)
      delivered = 0
      measured = 0
      window = null
    }
    if (message.finish) {
      for (const socket of closers) socket.close()
      port.postMessage({ closed: true })
    }
  })
  port.postMessage({ ready: closers.length })
}

if (parentPort && workerData) {
  run(workerData as FanoutReceiverSetup).catch((error: unknown) => {
    parentPort?.postMessage({ error: String(error) })
  })
}
