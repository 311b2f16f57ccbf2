import type { MessageDescriptor } from '../../protocol/messages'
import { VIDEO_MESSAGES } from '../../protocol/messages/videos'
import { VIDEO_UPLOAD_LIMITS } from '../../protocol/videos'
import type { MediaLimits } from '../media/sandbox'
import type { Probed } from './ffmpeg'

// What an upload may cost, judged from its probe before anything decodes it: its picture size, frame rate,
// length and the decoding they add up to; and the time, CPU and memory its transcode then gets, from its
// real frame count rather than its file size (10 s of black 4K is 55 KB).

/** The video stream an accepted upload holds. */
export type UploadVideo = NonNullable<Probed['video']>

export type ProbeVerdict =
  | { ok: true; durationMs: number; video: UploadVideo }
  | { ok: false; message: MessageDescriptor }

/** Whether a probed upload is one Scorecast transcodes, and why not. */
export function judgeProbe(probed: Probed | null): ProbeVerdict {
  const video = probed?.video
  if (!probed || !video || probed.durationMs <= 0 || video.frames <= 0)
    return { ok: false, message: VIDEO_MESSAGES.uploadUnreadable }
  if (probed.durationMs > VIDEO_UPLOAD_LIMITS.maxDurationMs) return { ok: false, message: VIDEO_MESSAGES.uploadTooLong }
  const pixels = video.width * video.height
  if (pixels > VIDEO_UPLOAD_LIMITS.maxPixels || Math.max(video.width, video.height) > VIDEO_UPLOAD_LIMITS.maxSide)
    return { ok: false, message: VIDEO_MESSAGES.uploadResolution }
  if (video.frameRate > VIDEO_UPLOAD_LIMITS.maxFrameRate + 0.5)
    return { ok: false, message: VIDEO_MESSAGES.uploadFrameRate }
  if (pixels * video.frames > VIDEO_UPLOAD_LIMITS.maxDecodedPixels)
    return { ok: false, message: VIDEO_MESSAGES.uploadTooMuchWork }
  return { ok: true, durationMs: probed.durationMs, video }
}

/** Threads one transcode may use (decoder and encoder each). */
export const TRANSCODE_THREADS = 2
/** Fixed part of a transcode's time limit: start, probe of the streams, the last segment's write. */
const BASE_MS = 60_000

/**
 * A transcode's wall-clock limit: a minute plus, per frame, 20 ms and 4 ms per megapixel of the source
 * (measured on a 2-core machine: 1080p and black 4K both take ~13 ms a frame, so about 3× that).
 */
export function transcodeTimeoutMs(video: UploadVideo): number {
  const perFrameMs = 20 + (4 * video.width * video.height) / 1_000_000
  return Math.ceil(BASE_MS + video.frames * perFrameMs)
}

/** The kernel's bounds of a transcode: CPU for its time limit on all its threads, 2 GiB, files up to 4 GiB. */
export function transcodeLimits(timeoutMs: number): MediaLimits {
  return {
    cpuSeconds: Math.ceil((timeoutMs / 1000) * TRANSCODE_THREADS),
    memoryBytes: 2 * 1024 ** 3,
    fileBytes: 4 * 1024 ** 3,
  }
}
