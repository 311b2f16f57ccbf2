import { stat } from 'node:fs/promises'
import { z } from 'zod'
import { type MediaLimits, runLimited } from '../media/sandbox'

// The short ffmpeg runs of the videos — a cover frame, a clip, an upload's probe — each on what a stranger
// made (an uploaded file, segments copied from a published stream): only local files are opened, only the
// demuxers and decoders named here are used, and every run is bounded in time, CPU and memory.

const RUN_TIMEOUT_MS = 20_000
/** The bounds of a short run: 20 s of CPU, 1 GiB of address space, files up to 2 GiB. */
const SHORT_RUN: MediaLimits = { cpuSeconds: 20, memoryBytes: 1024 ** 3, fileBytes: 2 * 1024 ** 3 }

/** ffmpeg's name for its MP4/MOV demuxer (all its aliases, as -format_whitelist must list them). */
export const MP4_FORMATS = 'mov,mp4,m4a,3gp,3g2,mj2'
/** The decoders a video of a phone, a camera or an encoder may need; nothing else is opened. */
export const DECODERS = 'h264,hevc,mpeg4,vp9,av1,libdav1d,aac,aac_fixed,mp3,mp3float,opus,alac,ac3,eac3'

/** Input options for a file a stranger made: local files only, `formats` only, DECODERS only. */
export function untrustedInput(formats: string, path: string, protocols = 'file'): string[] {
  return ['-protocol_whitelist', protocols, '-format_whitelist', formats, '-codec_whitelist', DECODERS, '-i', path]
}

async function run(ffmpegPath: string, args: string[], cwd: string): Promise<void> {
  const result = await runLimited(
    ffmpegPath,
    ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args],
    SHORT_RUN,
    {
      cwd,
      timeoutMs: RUN_TIMEOUT_MS,
    },
  )
  if (result.code !== 0)
    throw new Error(
      `ffmpeg: ${result.timedOut ? 'timed out' : `exit ${result.code ?? result.signal}`} ${result.stderr}`.trim(),
    )
}

/** Grabs the first keyframe of `input` (a segment or an MP4, in `cwd`) as a 480-wide JPEG; false when it cannot. */
export async function grabFrame(ffmpegPath: string, cwd: string, input: string, output: string): Promise<boolean> {
  try {
    const formats = input.endsWith('.ts') ? 'mpegts' : MP4_FORMATS
    await run(
      ffmpegPath,
      [...untrustedInput(formats, input), '-frames:v', '1', '-vf', 'scale=480:-2', '-q:v', '5', output],
      cwd,
    )
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
    [
      ...untrustedInput('mpegts', `concat:${names.join('|')}`, 'concat,file'),
      ...['-c', 'copy', '-bsf:a', 'aac_adtstoasc', '-movflags', '+faststart', output],
    ],
    cwd,
  )
  return (await stat(output.startsWith('/') ? output : `${cwd}/${output}`)).size
}

const PROBED_ENTRIES =
  'format=duration:stream=codec_type,codec_name,width,height,avg_frame_rate,r_frame_rate,nb_frames,duration' +
  ':stream_disposition=attached_pic'

/** What an upload holds, as ffprobe reads its MP4/MOV container. */
export type Probed = {
  durationMs: number
  /** The first video stream that is not an attached cover picture; null when there is none. */
  video: { codec: string; width: number; height: number; frameRate: number; frames: number } | null
}

const rate = z
  .string()
  .optional()
  .transform((text) => {
    const [num, den] = (text ?? '0/0').split('/').map(Number)
    return num && den ? num / den : 0
  })
const probeReport = z.object({
  streams: z
    .array(
      z.object({
        codec_type: z.string().optional(),
        codec_name: z.string().optional(),
        width: z.number().int().optional(),
        height: z.number().int().optional(),
        avg_frame_rate: rate,
        r_frame_rate: rate,
        nb_frames: z.coerce.number().optional(),
        duration: z.coerce.number().optional(),
        disposition: z.object({ attached_pic: z.number().optional() }).optional(),
      }),
    )
    .default([]),
  format: z.object({ duration: z.coerce.number().optional() }).optional(),
})

/** Reads ffprobe's JSON report: the length, and the video stream's size, rate and frame count. */
export function parseProbe(json: string): Probed | null {
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return null
  }
  const report = probeReport.safeParse(raw)
  if (!report.success) return null
  const seconds = report.data.format?.duration
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null
  const stream = report.data.streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1)
  if (!stream?.width || !stream.height || !stream.codec_name)
    return { durationMs: Math.round(seconds * 1000), video: null }
  const frameRate = stream.avg_frame_rate || stream.r_frame_rate
  // The container's own count (the sample table, what the demuxer will hand the decoder), never fewer than
  // its length at its rate: a header that understates either cannot buy more decoding than the limits allow.
  const fromRate = Math.ceil(Math.max(seconds, stream.duration ?? 0) * frameRate)
  const frames = Math.max(stream.nb_frames && Number.isFinite(stream.nb_frames) ? stream.nb_frames : 0, fromRate)
  return {
    durationMs: Math.round(seconds * 1000),
    video: { codec: stream.codec_name, width: stream.width, height: stream.height, frameRate, frames },
  }
}

/**
 * What ffprobe reads in `path` with the MP4/MOV demuxer only (forced, so no other reader is tried), its
 * stream parameters from the container and the first packets. Null when it is no MP4/MOV it can open.
 */
export async function probeVideo(ffprobePath: string, path: string): Promise<Probed | null> {
  const result = await runLimited(
    ffprobePath,
    [
      ...['-hide_banner', '-v', 'error', '-f', 'mov'],
      ...['-protocol_whitelist', 'file', '-format_whitelist', MP4_FORMATS, '-codec_whitelist', DECODERS],
      ...['-show_entries', PROBED_ENTRIES, '-of', 'json', path],
    ],
    SHORT_RUN,
    { timeoutMs: RUN_TIMEOUT_MS },
  )
  return result.code === 0 ? parseProbe(result.stdout) : null
}
