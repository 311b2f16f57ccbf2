import { execFile } from 'node:child_process'
import { stat } from 'node:fs/promises'

// The short ffmpeg runs of the videos: a cover frame and a clip, each bounded in time; copies, no encoding
// of video except the one small JPEG.

const RUN_TIMEOUT_MS = 20_000

function run(ffmpegPath: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      ffmpegPath,
      ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args],
      { cwd, timeout: RUN_TIMEOUT_MS, killSignal: 'SIGKILL' },
      (error, _stdout, stderr) => (error ? reject(new Error(`ffmpeg: ${error.message} ${stderr}`.trim())) : resolve()),
    )
  })
}

/** Grabs the first keyframe of `input` (a segment or an MP4, in `cwd`) as a 480-wide JPEG; false when it cannot. */
export async function grabFrame(ffmpegPath: string, cwd: string, input: string, output: string): Promise<boolean> {
  try {
    await run(ffmpegPath, ['-i', input, '-frames:v', '1', '-vf', 'scale=480:-2', '-q:v', '5', output], cwd)
    return (await stat(`${cwd}/${output}`)).size > 0
  } catch {
    return false
  }
}

/**
 * Joins whole segments (names in `cwd`, which start on keyframes) into an MP4 without re-encoding
 * (`-c copy`), its index at the front so it starts playing at once. Returns its size in bytes.
 */
export async function cutClip(
  ffmpegPath: string,
  cwd: string,
  names: readonly string[],
  output: string,
): Promise<number> {
  await run(
    ffmpegPath,
    ['-i', `concat:${names.join('|')}`, '-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart', output],
    cwd,
  )
  return (await stat(output.startsWith('/') ? output : `${cwd}/${output}`)).size
}

export type Probed = { durationMs: number; hasVideo: boolean }

/**
 * What ffmpeg's MP4/MOV demuxer reads in `path` (the same reader ffprobe uses; the bundled
 * @ffmpeg-installer has no ffprobe, so ffmpeg is asked with no output and its report read): the length
 * and whether a video stream (not an attached cover picture) is there. Null when it is no MP4/MOV ffmpeg
 * can open.
 */
export function probeVideo(ffmpegPath: string, path: string): Promise<Probed | null> {
  return new Promise((resolve) => {
    execFile(
      ffmpegPath,
      ['-hide_banner', '-nostdin', '-i', path],
      { timeout: RUN_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 },
      (_error, _stdout, stderr) => resolve(parseProbe(String(stderr))),
    )
  })
}

/** Reads `ffmpeg -i`'s report: "Input #0, mov,mp4,…", "Duration: 00:01:02.50", "Stream #0:0…: Video: …". */
export function parseProbe(report: string): Probed | null {
  if (!/^Input #0, mov,mp4,/m.test(report)) return null
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(report)
  if (!duration) return null
  const durationMs = Math.round((Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])) * 1000)
  const hasVideo = report
    .split('\n')
    .some((line) => /Stream #0:\d+.*: Video: /.test(line) && !line.includes('(attached pic)'))
  return { durationMs, hasVideo }
}
