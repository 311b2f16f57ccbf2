// Glass-to-glass latency of live video: a frame made now (its wall-clock ms burned into the picture as
// black and white blocks) → ffmpeg x264 → RTMP → the embedded ingest (node-media-server + ffmpeg remux to
// 1 s HLS segments) → HTTP → hls.js in Chromium → the frame presented, where the page reads the blocks back
// and compares them with its own clock (same machine, same clock). See bench/README.md.
// Run: node --import tsx bench/glass-to-glass.ts   (env BENCH_SECONDS, BENCH_CONFIGS)
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type Browser, chromium } from '@playwright/test'
import Fastify from 'fastify'
import type { HlsConfig } from 'hls.js'
import pino from 'pino'
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium'
import { openDatabase } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { startEmbeddedIngest } from '../server/ingest/embedded'
import { registerHlsRoute } from '../server/ingest/hls-route'
import { insertAnchorRoom } from '../server/ingest/test-rooms'
import { hlsAccessChecker } from '../server/live/playback'
import { findFfmpeg } from '../server/media/ffmpeg-path'
import { createHlsSigner } from '../server/media/hls-signing'
import { LOW_LATENCY_HLS_CONFIG } from '../src/streams/live/hls-config'
import { numberFromEnv } from './support/env'
import { ms, summarize, table } from './support/stats'

const seconds = numberFromEnv('BENCH_SECONDS', 30)
const WARM_UP_MS = 6_000
const WIDTH = 320
const HEIGHT = 180
const FPS = 25
/** 48 bits of Date.now() in a 12 × 4 grid of blocks. */
const COLS = 12
const ROWS = 4
const BLOCK_W = Math.floor(WIDTH / COLS)
const BLOCK_H = Math.floor(HEIGHT / ROWS)

/** The player settings compared; BENCH_CONFIGS picks some by name (comma-separated). */
const CONFIGS: Record<string, Partial<HlsConfig>> = {
  'hls.js defaults': {},
  recommended: LOW_LATENCY_HLS_CONFIG,
  'liveSyncDuration 1.5 s, catch-up 1.1×': {
    liveSyncDuration: 1.5,
    liveMaxLatencyDuration: 4,
    maxLiveSyncPlaybackRate: 1.1,
  },
  'liveSyncDuration 1 s, catch-up 1.2×': {
    liveSyncDuration: 1,
    liveMaxLatencyDuration: 3,
    maxLiveSyncPlaybackRate: 1.2,
  },
}

/** One yuv420p frame whose blocks spell `value` in binary (white = 1), most significant bit first. */
function frame(value: number): Buffer {
  const buffer = Buffer.alloc((WIDTH * HEIGHT * 3) / 2, 128)
  buffer.fill(0, 0, WIDTH * HEIGHT)
  for (let bit = 0; bit < COLS * ROWS; bit++) {
    const on = Math.floor(value / 2 ** (COLS * ROWS - 1 - bit)) % 2 === 1
    if (!on) continue
    const x0 = (bit % COLS) * BLOCK_W
    const y0 = Math.floor(bit / COLS) * BLOCK_H
    for (let y = y0 + 2; y < y0 + BLOCK_H - 2; y++) buffer.fill(255, y * WIDTH + x0 + 2, y * WIDTH + x0 + BLOCK_W - 2)
  }
  return buffer
}

/** Pushes frames stamped with the wall clock at FPS, as a streaming tool with a 1 s keyframe interval would. */
function startPusher(ffmpegPath: string, url: string) {
  const encoder = spawn(
    ffmpegPath,
    [
      ...['-hide_banner', '-loglevel', 'error', '-use_wallclock_as_timestamps', '1'],
      ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', 'pipe:0'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(FPS), '-b:v', '600k'],
      ...['-pix_fmt', 'yuv420p', '-an', '-f', 'flv', url],
    ],
    { stdio: ['pipe', 'ignore', 'inherit'] },
  )
  const timer = setInterval(() => encoder.stdin.write(frame(Date.now())), 1000 / FPS)
  return {
    stop: () => {
      clearInterval(timer)
      encoder.stdin.end()
      encoder.kill('SIGTERM')
    },
  }
}

/** The page: hls.js with the config under test; each presented frame's blocks are read back. */
function page(hlsUrl: string, config: Partial<HlsConfig>): string {
  const probe = `
    const W = ${WIDTH}, H = ${HEIGHT}, COLS = ${COLS}, ROWS = ${ROWS}, BW = ${BLOCK_W}, BH = ${BLOCK_H}
    window.samples = []; window.hlsLatency = []
    const video = document.querySelector('video')
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    ctx.canvas.width = W; ctx.canvas.height = H
    const hls = new Hls(${JSON.stringify(config)})
    hls.loadSource(${JSON.stringify(hlsUrl)}); hls.attachMedia(video)
    hls.on(Hls.Events.MANIFEST_PARSED, () => video.play())
    window.problems = []; window.stalls = []
    video.addEventListener('waiting', () => window.stalls.push(Date.now()))
    hls.on(Hls.Events.ERROR, (_event, data) => window.problems.push(data.details + (data.fatal ? ' (fatal)' : '')))
    const onFrame = () => {
      const now = Date.now()
      ctx.drawImage(video, 0, 0, W, H)
      const pixels = ctx.getImageData(0, 0, W, H).data
      let value = 0
      for (let bit = 0; bit < COLS * ROWS; bit++) {
        const x = (bit % COLS) * BW + (BW >> 1), y = Math.floor(bit / COLS) * BH + (BH >> 1)
        value = value * 2 + (pixels[(y * W + x) * 4] > 128 ? 1 : 0)
      }
      // A misread frame (mid-transition, artefacts) gives a nonsense time: only plausible ones count.
      if (value > now - 60000 && value <= now) window.samples.push([now, now - value])
      if (Number.isFinite(hls.latency)) window.hlsLatency.push([now, hls.latency * 1000])
      video.requestVideoFrameCallback(onFrame)
    }
    video.requestVideoFrameCallback(onFrame)`
  return `<!doctype html><meta charset="utf-8"><video muted playsinline width="${WIDTH}" height="${HEIGHT}"></video>
<script src="/hls.js"></script><script>${probe}</script>`
}

async function waitForPlaylist(path: string): Promise<void> {
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      if ((readFileSync(path, 'utf8').match(/\.ts$/gm)?.length ?? 0) >= 2) return
    } catch {
      // Not written yet.
    }
    if (Date.now() > deadline) throw new Error('The ingest wrote no HLS within 30 s.')
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function main() {
  const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH)
  if (!ffmpeg) throw new Error('ffmpeg ≥ 5.1 is needed (PATH or FFMPEG_PATH; `apt-get install ffmpeg`).')
  const chosen = process.env.BENCH_CONFIGS?.split(',').map((name) => name.trim()) ?? Object.keys(CONFIGS)
  const hlsDir = mkdtempSync(join(tmpdir(), 'scorecast-g2g-'))
  const database = await openDatabase({ dataDir: 'memory://' })
  await migrate(database)
  const roomId = await insertAnchorRoom(database.db, { code: 'bench-code' })
  const log = pino({ level: 'warn' })
  const ingest = await startEmbeddedIngest({
    db: database.db,
    log,
    host: '127.0.0.1',
    port: 0,
    hlsDir,
    ffmpegPath: ffmpeg.path,
    onRoomChanged: () => {},
  })
  const http = Fastify()
  const signer = createHlsSigner(randomBytes(32).toString('hex'))
  registerHlsRoute(http, {
    hlsDir,
    signer: async () => signer,
    now: Date.now,
    mayWatch: hlsAccessChecker(database.db, Date.now),
  })
  const hlsJs = readFileSync(resolve(import.meta.dirname, '../node_modules/hls.js/dist/hls.min.js'))
  http.get('/hls.js', (_request, reply) => reply.type('text/javascript').send(hlsJs))
  let current: Partial<HlsConfig> = {}
  http.get('/', (_request, reply) =>
    reply.type('text/html').send(page(signer.playlistUrl(roomId, 0, Date.now()).url, current)),
  )
  const origin = await http.listen({ port: 0, host: '127.0.0.1' })

  const pusher = startPusher(ffmpeg.path, `rtmp://127.0.0.1:${ingest.port}/live/bench-code`)
  let browser: Browser | null = null
  const rows: [string, string][] = []
  try {
    // As in the portal, where the player gets the URL only once the room is publishing (first segment out).
    await waitForPlaylist(join(hlsDir, String(roomId), 'index.m3u8'))
    browser = await chromium.launch(CHROMIUM_LAUNCH)
    for (const name of chosen) {
      const config = CONFIGS[name]
      if (!config) throw new Error(`Unknown config ${name}; known: ${Object.keys(CONFIGS).join(', ')}`)
      current = config
      const tab = await browser.newPage()
      await tab.goto(origin)
      try {
        await tab.waitForFunction(() => (window as unknown as { samples: unknown[] }).samples.length > 0, null, {
          timeout: 30_000,
        })
      } catch (error) {
        const state = await tab.evaluate(() => {
          const video = document.querySelector('video')
          const problems = (window as unknown as { problems: string[] }).problems
          return { readyState: video?.readyState, time: video?.currentTime, error: video?.error?.message, problems }
        })
        throw new Error(`No frame was read in 30 s: ${JSON.stringify(state)}`, { cause: error })
      }
      await tab.waitForTimeout(WARM_UP_MS + seconds * 1000)
      const measured = await tab.evaluate(() => {
        const w = window as unknown as { samples: [number, number][]; hlsLatency: [number, number][]; stalls: number[] }
        return { samples: w.samples, hlsLatency: w.hlsLatency, stalls: w.stalls }
      })
      await tab.close()
      const from = (measured.samples[0]?.[0] ?? 0) + WARM_UP_MS
      const latency = summarize(measured.samples.filter(([at]) => at >= from).map(([, delta]) => delta))
      const estimate = summarize(measured.hlsLatency.filter(([at]) => at >= from).map(([, value]) => value))
      rows.push([`${name}: frames`, String(latency.count)])
      rows.push([`${name}: p50 / p95 / max`, `${ms(latency.p50)} / ${ms(latency.p95)} / ${ms(latency.max)}`])
      rows.push([`${name}: hls.latency p50`, ms(estimate.p50)])
      rows.push([`${name}: stalls (waiting)`, String(measured.stalls.filter((at) => at >= from).length)])
      console.log(`${name}: ${JSON.stringify(config)} → p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}`)
    }
    console.log(table([['measured per config', `${seconds} s after ${WARM_UP_MS / 1000} s warm-up`], ...rows]))
  } finally {
    await browser?.close()
    pusher.stop()
    await ingest.stop()
    await http.close()
    await database.close()
    rmSync(hlsDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
