import type { ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { type MediaLimits, spawnLimited } from './sandbox'

// One room's ffmpeg, copying the published RTMP stream into HLS without re-encoding, supervised: restarted
// when it exits while the publisher is still there, killed when it stops writing (hung) or when the
// publisher leaves.

/** The playlist ffmpeg writes and the only other names it writes (see hls-route.ts, which serves them). */
export const PLAYLIST = 'index.m3u8'
export const SEGMENT_NAME = /^seg-\d{1,20}\.ts$/

/** Seconds per segment and segments in the playlist: short, for latency (bench/glass-to-glass.ts). */
export const HLS_SEGMENT_SECONDS = 1
export const HLS_LIST_SIZE = 6

/** Without a new segment for this long, ffmpeg counts as hung and is killed (and so restarted). */
const HUNG_AFTER_MS = 6_000
/**
 * The first segment may take longer: ffmpeg probes the input for up to 5 s first (a stream without audio
 * waits that long for audio that never comes).
 */
const FIRST_OUTPUT_WITHIN_MS = 15_000
/** How often the output is looked at. */
const POLL_MS = 500
/**
 * Stopping: ffmpeg normally ends by itself once its input closes (the RTMP server closes players when the
 * publisher leaves), writing its last segment and #EXT-X-ENDLIST; after this long it gets SIGTERM, and
 * SIGKILL after as long again (ffmpeg blocked on a silent input does not always act on SIGTERM).
 */
const STOP_GRACE_MS = 1_500
/** Restart backoff: doubles from the first to the last while ffmpeg keeps failing without output. */
const RESTART_DELAY_MS = [500, 1_000, 2_000, 5_000] as const
const STDERR_TAIL_CHARS = 2_000
/**
 * A copy costs a few percent of a core: an hour of CPU is days of streaming, and a remux that reaches it is
 * restarted like any that exits. Segments are small; the memory is the demuxer's.
 */
const REMUX_LIMITS: MediaLimits = { cpuSeconds: 3600, memoryBytes: 1024 ** 3, fileBytes: 512 * 1024 ** 2 }

export type RemuxOptions = {
  ffmpegPath: string
  /** rtmp://… of the published stream, on this machine. */
  input: string
  /** The room's HLS directory; emptied when the remux starts. */
  dir: string
  log: FastifyBaseLogger
  /** Called when ffmpeg has written a new playlist (a new segment is out). */
  onOutput?: (at: number) => void
}

export type Remux = {
  /** When ffmpeg last wrote the playlist, epoch ms; null before the first segment. */
  lastOutputAt(): number | null
  /** Stops supervising and waits for ffmpeg to end (see STOP_GRACE_MS). */
  stop(): Promise<void>
}

export function startRemux({ ffmpegPath, input, dir, log, onOutput }: RemuxOptions): Remux {
  const playlist = join(dir, PLAYLIST)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })

  let child: ChildProcess | null = null
  let exited: Promise<void> = Promise.resolve()
  let stopped = false
  let failures = 0
  let spawnedAt = 0
  let lastOutput: number | null = null
  let playlistMtime = 0
  let restartTimer: NodeJS.Timeout | undefined

  const run = (restart: boolean) => {
    spawnedAt = Date.now()
    let stderr = ''
    const ffmpeg = spawnLimited(ffmpegPath, ffmpegArgs(input, dir, nextSequence(playlist), restart), REMUX_LIMITS, {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    child = ffmpeg
    ffmpeg.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL_CHARS)
    })
    exited = new Promise((resolve) => {
      ffmpeg.once('error', (error) => {
        child = null
        log.error({ err: error }, 'ingest: ffmpeg could not be started')
        resolve()
      })
      ffmpeg.once('exit', (code, signal) => {
        child = null
        resolve()
        if (stopped) return
        const delay = RESTART_DELAY_MS[Math.min(failures, RESTART_DELAY_MS.length - 1)] ?? 5_000
        failures++
        log.warn({ code, signal, stderr: stderr.trim(), restartInMs: delay }, 'ingest: ffmpeg exited; restarting')
        restartTimer = setTimeout(() => run(true), delay)
      })
    })
  }

  const poll = setInterval(() => {
    const mtime = mtimeOf(playlist)
    const now = Date.now()
    if (mtime !== playlistMtime && mtime !== 0) {
      playlistMtime = mtime
      lastOutput = now
      failures = 0
      onOutput?.(now)
      return
    }
    const quietSince = Math.max(lastOutput ?? 0, spawnedAt)
    const allowed = lastOutput !== null && lastOutput >= spawnedAt ? HUNG_AFTER_MS : FIRST_OUTPUT_WITHIN_MS
    if (child && now - quietSince > allowed) {
      log.warn({ quietMs: now - quietSince }, 'ingest: ffmpeg wrote nothing for too long; killing it')
      // The exit handler restarts it; a publisher that sends nothing keeps the restarts slow (backoff).
      spawnedAt = now
      child.kill('SIGKILL')
    }
  }, POLL_MS)

  run(false)

  return {
    lastOutputAt: () => lastOutput,
    stop: async () => {
      if (stopped) return exited
      stopped = true
      clearInterval(poll)
      clearTimeout(restartTimer)
      const running = child
      if (running) {
        const term = setTimeout(() => running.kill('SIGTERM'), STOP_GRACE_MS)
        const kill = setTimeout(() => running.kill('SIGKILL'), 2 * STOP_GRACE_MS)
        await exited
        clearTimeout(term)
        clearTimeout(kill)
      }
    },
  }
}

/**
 * A copy (no re-encoding) into 1 s segments. `program_date_time` stamps each segment with its wall-clock
 * time, which players use for latency and the benchmark measures with. Segment numbers continue after
 * the ones already in the directory, so a restarted ffmpeg never reuses a name that a player or a cache
 * already has; a restart marks a discontinuity.
 */
export function ffmpegArgs(input: string, dir: string, startNumber: number, restart: boolean): string[] {
  const flags = ['delete_segments', 'independent_segments', 'temp_file', 'program_date_time']
  if (restart) flags.push('discont_start')
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error'],
    // The anchor's stream, from the embedded RTMP server: only that protocol and FLV are read (copied, not decoded).
    ...['-fflags', 'nobuffer', '-protocol_whitelist', 'rtmp,tcp', '-format_whitelist', 'flv', '-i', input],
    ...['-c', 'copy', '-f', 'hls'],
    ...['-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_list_size', String(HLS_LIST_SIZE)],
    ...['-hls_flags', flags.join('+'), '-start_number', String(startNumber)],
    ...['-hls_segment_filename', join(dir, 'seg-%d.ts'), join(dir, PLAYLIST)],
  ]
}

/** The sequence number after the last segment of the existing playlist, else now in epoch seconds. */
function nextSequence(playlist: string): number {
  const epochSeconds = Math.floor(Date.now() / 1000)
  let text: string
  try {
    text = readFileSync(playlist, 'utf8')
  } catch {
    return epochSeconds
  }
  const first = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1] ?? Number.NaN)
  const count = text.match(/^#EXTINF:/gm)?.length ?? 0
  return Number.isSafeInteger(first) ? Math.max(epochSeconds, first + count) : epochSeconds
}

function mtimeOf(path: string): number {
  try {
    return statSync(path).mtimeMs
  } catch {
    return 0
  }
}
