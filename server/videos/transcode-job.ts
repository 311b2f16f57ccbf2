import { VIDEO_UPLOAD_LIMITS } from '../../protocol/videos'
import { PLAYLIST } from '../media/remux'
import { type MediaLimits, spawnLimited } from '../media/sandbox'
import { MP4_FORMATS, untrustedInput } from './ffmpeg'
import { TRANSCODE_THREADS } from './upload-limits'

// One upload's transcode to HLS: a supervised ffmpeg (H.264 main + AAC, at most 1280×720, -preset veryfast,
// a keyframe every 4 s so each segment starts on one, a VOD playlist), its progress read from
// `-progress pipe:1` (out_time_us against the probed length), killed when it runs past its time limit,
// says nothing for too long, or is cancelled. The source is a stranger's file: only the MP4/MOV demuxer and
// the known decoders open it, on two threads, under the kernel limits of server/media/sandbox.ts.

/** ffmpeg that writes no progress for this long is taken for hung. */
const SILENCE_MS = 60_000
const STDERR_KEPT = 2_000

export type TranscodeOutcome =
  | { ok: true; outMs: number }
  | { ok: false; why: 'timeout' | 'cancelled' | 'exit'; outMs: number; detail: string }

export type TranscodeJob = {
  done: Promise<TranscodeOutcome>
  /** Stops ffmpeg (SIGKILL); `done` then says 'cancelled'. */
  cancel(): void
}

export function transcodeArgs(input: string): string[] {
  const seconds = VIDEO_UPLOAD_LIMITS.segmentSeconds
  return [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-threads', String(TRANSCODE_THREADS)],
    ...['-f', 'mov', ...untrustedInput(MP4_FORMATS, input)],
    ...['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn'],
    // 720p and below, never upscaled; even sides for yuv420p.
    ...['-vf', "scale='min(1280,iw)':'min(720,ih)':force_original_aspect_ratio=decrease:force_divisible_by=2"],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-crf', '23'],
    ...['-threads', String(TRANSCODE_THREADS)],
    ...['-maxrate', '3000k', '-bufsize', '6000k', '-sc_threshold', '0'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${seconds})`],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'],
    ...['-f', 'hls', '-hls_time', String(seconds), '-hls_playlist_type', 'vod', '-hls_list_size', '0'],
    ...['-hls_segment_filename', 'seg-%d.ts', '-progress', 'pipe:1', '-nostats', PLAYLIST],
  ]
}

/** Starts ffmpeg in `cwd` on `input`; `onProgress` hears the output time reached (ms) as ffmpeg reports it. */
export function startTranscode(options: {
  ffmpegPath: string
  cwd: string
  input: string
  timeoutMs: number
  limits: MediaLimits
  onProgress(outMs: number): void
}): TranscodeJob {
  const child = spawnLimited(options.ffmpegPath, transcodeArgs(options.input), options.limits, {
    cwd: options.cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let outMs = 0
  let stderr = ''
  let why: 'timeout' | 'cancelled' | null = null
  const kill = (reason: 'timeout' | 'cancelled') => {
    why ??= reason
    child.kill('SIGKILL')
  }
  const deadline = setTimeout(() => kill('timeout'), options.timeoutMs)
  let silence = setTimeout(() => kill('timeout'), SILENCE_MS)
  let pending = ''
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', (chunk: string) => {
    clearTimeout(silence)
    silence = setTimeout(() => kill('timeout'), SILENCE_MS)
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      // out_time_us is ffmpeg's output position; N/A before the first frame.
      const match = /^out_time_us=(\d+)$/.exec(line.trim())
      if (!match) continue
      outMs = Math.max(outMs, Math.floor(Number(match[1]) / 1000))
      options.onProgress(outMs)
    }
  })
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT)
  })
  const done = new Promise<TranscodeOutcome>((resolve) => {
    const end = (code: number | null, signal: NodeJS.Signals | null, error?: Error) => {
      clearTimeout(deadline)
      clearTimeout(silence)
      // The kernel's CPU limit (sandbox.ts) ends a run that would have passed its time limit: ffmpeg catches
      // SIGXCPU and exits saying so, or the hard limit kills it.
      if (signal === 'SIGXCPU' || /received signal 24/.test(stderr)) why ??= 'timeout'
      if (why) resolve({ ok: false, why, outMs, detail: stderr.trim() })
      else if (code === 0 && !error) resolve({ ok: true, outMs })
      else resolve({ ok: false, why: 'exit', outMs, detail: (error?.message ?? stderr).trim() })
    }
    child.once('error', (error) => end(null, null, error))
    child.once('close', (code, signal) => end(code, signal))
  })
  return { done, cancel: () => kill('cancelled') }
}
