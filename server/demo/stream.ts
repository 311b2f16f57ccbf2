import { type ChildProcess, spawn } from 'node:child_process'
import { renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { DemoPattern } from './cast'
import type { FfmpegFeatures } from './ffmpeg-features'
import type { Scoreboard } from './scoreboard'

// One demo room's "streaming tool": ffmpeg drawing the linked match's scoreboard on its game's backdrop (a
// pitch, a court, an arena), with the room title and a Beijing wall clock, and a tone; pushed over RTMP to
// the embedded ingest like OBS would, and supervised. An ffmpeg that cannot draw text sends a test pattern.

/** Restart delays while ffmpeg keeps exiting; back to the first after a run of RESET_AFTER_MS. */
const RESTART_DELAY_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const
const RESET_AFTER_MS = 30_000
/** Stopping: SIGTERM first (ffmpeg closes the RTMP session cleanly), SIGKILL when it has not exited by then. */
const KILL_AFTER_MS = 2_000
const STDERR_TAIL_CHARS = 2_000

/** Paths go into a filter graph unquoted: anything beyond these characters leaves the text out instead. */
export const PLAIN_PATH = /^[\w\-./ ]+$/u

/**
 * A literal for drawtext's text= inside a filter graph: escaped once for the filter's options (\\ : '),
 * then again for the graph (\\ ' , ; [ ]); the filter is told not to expand % sequences.
 */
export function drawtextLiteral(text: string): string {
  const option = text.replace(/[\\:']/g, '\\$&')
  return `${option.replace(/[\\',;[\]]/g, '\\$&')}:expansion=none`
}

export type Overlay = {
  fontFile: string
  titleFile: string
  clockFile: string
  /** The scoreboard's two lines (server/demo/scoreboard.ts). */
  scoreFile: string
  statusFile: string
}

/** The lavfi source of a pattern, falling back to testsrc2 (in every build) when this ffmpeg lacks it. */
export function patternSource(pattern: DemoPattern, filters: ReadonlySet<string>): string {
  const size = 'size=640x360:rate=25'
  const chosen = filters.has(pattern) ? pattern : 'testsrc2'
  return chosen === 'gradients' ? `gradients=${size}:speed=0.01` : `${chosen}=${size}`
}

/**
 * The push: 640×360 at 25 fps, a keyframe a second (the ingest cuts 1 s HLS segments on keyframes),
 * x264 ultrafast/zerolatency at 600 kb/s and 64 kb/s AAC — a few percent of one core per room.
 * The title and scoreboard files are re-read every frame (reload=1), so what they say shows without
 * restarting the stream.
 */
export function demoStreamArgs(options: {
  url: string
  pattern: DemoPattern
  /** The backdrop's colour behind the scoreboard (0xRRGGBB). */
  backdrop: string
  filters: ReadonlySet<string>
  overlay: Overlay | null
}): string[] {
  const { overlay } = options
  const box = 'fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=8'
  const text = overlay
    ? [
        '-vf',
        [
          // What each line draws (a file re-read every frame, or fixed text), its size and its place.
          [`textfile=${overlay.titleFile}:reload=1`, 26, 'x=(w-tw)/2:y=40'],
          [`textfile=${overlay.scoreFile}:reload=1`, 44, 'x=(w-tw)/2:y=(h-th)/2-24'],
          [`textfile=${overlay.statusFile}:reload=1`, 28, 'x=(w-tw)/2:y=h/2+40'],
          [`textfile=${overlay.clockFile}`, 28, 'x=w-tw-24:y=h-th-24'],
          [`text=${drawtextLiteral('演示画面')}`, 22, 'x=24:y=h-th-24'],
        ]
          .map(
            ([what, size, position]) =>
              `drawtext=fontfile=${overlay.fontFile}:${what}:fontsize=${size}:${box}:${position}`,
          )
          .join(','),
      ]
    : []
  const source = overlay
    ? `color=c=${options.backdrop}:size=640x360:rate=25`
    : patternSource(options.pattern, options.filters)
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', source],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...text,
    ...['-g', '25', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-b:v', '600k'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', options.url],
  ]
}

/** The overlay's files in `dir`, or null when this ffmpeg cannot draw text or a path is not plain. */
export function overlayIn(dir: string, roomId: number, features: FfmpegFeatures): Overlay | null {
  if (!features.filters.has('drawtext') || !features.fontFile) return null
  const overlay = {
    fontFile: features.fontFile,
    titleFile: join(dir, `title-${roomId}.txt`),
    clockFile: join(dir, 'clock.txt'),
    scoreFile: join(dir, `score-${roomId}.txt`),
    statusFile: join(dir, `status-${roomId}.txt`),
  }
  return Object.values(overlay).every((path) => PLAIN_PATH.test(path)) ? overlay : null
}

/** Writes the clock's text (drawtext expands it each frame; ffmpeg runs with TZ set to Beijing time). */
export function writeClockFile(overlay: Overlay): void {
  writeFileSync(overlay.clockFile, '北京时间 %{localtime:%X}')
}

export type DemoStream = {
  /** Shows a new title (written to a temporary file and renamed, so ffmpeg never reads half of it). */
  setTitle(title: string): void
  /** Shows the scoreboard's lines, the same way. */
  setScoreboard(board: Scoreboard): void
  /** The running ffmpeg's pid, null between restarts. */
  pid(): number | null
  /** Stops supervising and ends ffmpeg: SIGTERM, then SIGKILL after KILL_AFTER_MS. */
  stop(): Promise<void>
}

export function startDemoStream(options: {
  ffmpegPath: string
  args: string[]
  overlay: Overlay | null
  title: string
  scoreboard: Scoreboard
  log: FastifyBaseLogger
}): DemoStream {
  const { log, overlay } = options
  let child: ChildProcess | null = null
  let exited: Promise<void> = Promise.resolve()
  let stopped = false
  let failures = 0
  let restartTimer: NodeJS.Timeout | undefined

  const show = (file: string, text: string) => {
    // drawtext reads '%' as the start of an expansion.
    writeFileSync(`${file}.next`, text.replaceAll('%', '%%'))
    renameSync(`${file}.next`, file)
  }
  const setTitle = (title: string) => {
    if (overlay) show(overlay.titleFile, title)
  }
  const setScoreboard = (board: Scoreboard) => {
    if (!overlay) return
    show(overlay.scoreFile, board.score)
    show(overlay.statusFile, board.status)
  }

  const run = () => {
    const startedAt = Date.now()
    let stderr = ''
    const ffmpeg = spawn(options.ffmpegPath, options.args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      // Beijing time without tzdata: POSIX "CST-8" is UTC+8.
      env: { ...process.env, TZ: 'CST-8' },
    })
    child = ffmpeg
    ffmpeg.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_TAIL_CHARS)
    })
    exited = new Promise((resolve) => {
      let ended = false
      // A failed spawn emits 'error' and maybe 'close' too: whichever comes first ends this run.
      const end = (code: number | null, signal: NodeJS.Signals | null) => {
        if (ended) return
        ended = true
        child = null
        resolve()
        if (stopped) return
        if (Date.now() - startedAt >= RESET_AFTER_MS) failures = 0
        const delay = RESTART_DELAY_MS[Math.min(failures, RESTART_DELAY_MS.length - 1)] ?? 30_000
        failures++
        log.warn({ code, signal, stderr: stderr.trim(), restartInMs: delay }, 'demo: stream ended; restarting')
        restartTimer = setTimeout(run, delay)
      }
      ffmpeg.once('error', (error) => {
        log.error({ err: error }, 'demo: ffmpeg could not be started')
        end(null, null)
      })
      ffmpeg.once('close', end)
    })
  }

  setTitle(options.title)
  setScoreboard(options.scoreboard)
  run()

  return {
    setTitle,
    setScoreboard,
    pid: () => child?.pid ?? null,
    stop: async () => {
      stopped = true
      clearTimeout(restartTimer)
      const running = child
      if (!running) return exited
      running.kill('SIGTERM')
      const kill = setTimeout(() => running.kill('SIGKILL'), KILL_AFTER_MS)
      await exited
      clearTimeout(kill)
    },
  }
}
