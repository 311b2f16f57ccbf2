// A worker thread of the chat fan-out bench: keeps `sockets` receivers in one live room and records, for
// every chat line each of them receives, the delay from its sending (a time written into the line's text)
// to its arrival. Delays go into a histogram, so 2,000 receivers × 200 lines/s cost no memory per line.
import { parentPort, workerData } from 'node:worker_threads'
import { BINS, record } from './latency-histogram'
import { openRawSocket, type RawSocket } from './raw-socket'

/**
 * The send time travels in the text as letters (a–j for 0–9, tenths of a millisecond since the bench's
 * epoch): digits would trip the chat's phone-number rule, which refuses runs of 7 digits.
 */
export const MARKER = 't:'
const TEXT_KEY = '"text":"'
export function encodeTime(tenthsOfMs: number): string {
  return String(Math.round(tenthsOfMs)).replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)))
}

export type ReceiverSetup = { url: string; roomId: number; sockets: number; epoch: number }
export type ReceiverWindow = { start: number; end: number }
export type ReceiverResult = { histogram: Uint32Array; received: number; latencies: number; unmarked: number }

/** Now, in ms since the bench's epoch: wall-clock based, so the main thread and workers agree. */
export function benchNow(epoch: number): number {
  return performance.timeOrigin + performance.now() - epoch
}

/** The send time in the text that starts at `textAt` (just after `"text":"`), or null without a marker. */
function decodeTime(frame: string, textAt: number): number | null {
  const at = frame.indexOf(MARKER, textAt)
  const end = frame.indexOf('"', textAt)
  if (at < 0 || (end >= 0 && at > end)) return null
  let value = 0
  let i = at + MARKER.length
  for (; i < frame.length; i++) {
    const code = frame.charCodeAt(i) - 97
    if (code < 0 || code > 9) break
    value = value * 10 + code
  }
  return i === at + MARKER.length ? null : value / 10
}

async function run(setup: ReceiverSetup): Promise<void> {
  const port = parentPort
  if (!port) throw new Error('chat-receivers runs as a worker thread')
  const histogram = new Uint32Array(BINS)
  let window: ReceiverWindow | null = null
  let received = 0
  let latencies = 0
  let unmarked = 0
  // One frame is a batch of a room's lines (chat:lines): every line in it counts.
  const onEvent = (frame: string) => {
    if (!frame.startsWith('42["chat:lines"')) return
    const now = benchNow(setup.epoch)
    if (!window || now < window.start || now > window.end + 5000) return
    for (let at = frame.indexOf(TEXT_KEY); at >= 0; at = frame.indexOf(TEXT_KEY, at + TEXT_KEY.length)) {
      if (now <= window.end) received++
      const sent = decodeTime(frame, at + TEXT_KEY.length)
      if (sent === null) {
        unmarked++
        continue
      }
      if (sent < window.start || sent > window.end) continue
      record(histogram, now - sent)
      latencies++
    }
  }
  const sockets: RawSocket[] = []
  const BATCH = 100
  for (let i = 0; i < setup.sockets; i += BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(BATCH, setup.sockets - i) }, () => openRawSocket(setup.url, { onEvent })),
    )
    await Promise.all(
      batch.map(async (socket) => {
        const reply = await socket.emitWithAck<{ ok: boolean }>('subscribe', { rooms: [`live:${setup.roomId}`] })
        if (!reply.ok) throw new Error('subscribe refused')
      }),
    )
    sockets.push(...batch)
  }
  port.on('message', (message: { window?: ReceiverWindow; finish?: true }) => {
    if (message.window) window = message.window
    if (message.finish) {
      for (const socket of sockets) socket.close()
      const result: ReceiverResult = { histogram, received, latencies, unmarked }
      port.postMessage({ result })
    }
  })
  port.postMessage({ ready: sockets.length })
}

if (parentPort && workerData) {
  run(workerData as ReceiverSetup).catch((error: unknown) => {
    parentPort?.postMessage({ error: String(error) })
  })
}
