import { execFile } from 'node:child_process'
import type { DemoPattern } from './cast'
import type { FfmpegFeatures } from './ffmpeg-features'
import { PLAIN_PATH, patternSource } from './stream'

/** A JPEG of this size stays far below the cover limit (LIVE_LIMITS.pictureMaxBytes) at quality 5. */
const COVER_SIZE = '640x360'

/**
 * A cover for a demo room's card in the live list: a frame of its pattern, marked "演示直播" when this
 * ffmpeg can draw text, as a data URL for /anchor/updateAnchor. It names no match, so it never goes stale
 * when the room moves on to another one. Null when ffmpeg fails (the list then shows the default cover).
 */
export function renderCover(
  ffmpegPath: string,
  pattern: DemoPattern,
  features: FfmpegFeatures,
): Promise<string | null> {
  const source = patternSource(pattern, features.filters).replace('size=640x360', `size=${COVER_SIZE}`)
  const font = features.fontFile
  const text =
    features.filters.has('drawtext') && font && PLAIN_PATH.test(font)
      ? [
          '-vf',
          `drawtext=fontfile=${font}:text=演示直播:fontsize=64:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=16:x=(w-tw)/2:y=(h-th)/2`,
        ]
      : []
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', source, ...text],
    ...['-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '5', '-f', 'image2pipe', '-'],
  ]
  return new Promise((resolve) => {
    execFile(ffmpegPath, args, { encoding: 'buffer', timeout: 15_000, maxBuffer: 1024 * 1024 }, (error, stdout) => {
      resolve(error || stdout.length === 0 ? null : `data:image/jpeg;base64,${stdout.toString('base64')}`)
    })
  })
}
