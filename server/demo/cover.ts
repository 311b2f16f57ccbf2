import { execFile } from 'node:child_process'
import type { DemoPattern } from './cast'
import type { FfmpegFeatures } from './ffmpeg-features'
import { drawtextLiteral, PLAIN_PATH, patternSource } from './stream'

/** A JPEG of this size stays far below the cover limit (LIVE_LIMITS.pictureMaxBytes) at quality 5. */
const COVER_SIZE = '640x360'

/**
 * A cover for a demo room's card in the live list: the game's name and "演示直播" on the backdrop its
 * picture uses (a test pattern when this ffmpeg cannot draw text), as a data URL for /anchor/updateAnchor.
 * It names no match, so it never goes stale when the room moves on to another one. Null when ffmpeg fails
 * (the list then shows the default cover).
 */
export function renderCover(
  ffmpegPath: string,
  look: { pattern: DemoPattern; backdrop: string; gameName: string },
  features: FfmpegFeatures,
): Promise<string | null> {
  const font = features.fontFile
  const canDraw = features.filters.has('drawtext') && font !== null && PLAIN_PATH.test(font)
  const source = canDraw
    ? `color=c=${look.backdrop}:size=${COVER_SIZE}`
    : patternSource(look.pattern, features.filters).replace('size=640x360', `size=${COVER_SIZE}`)
  const line = (text: string, size: number, y: string) =>
    `drawtext=fontfile=${font}:text=${drawtextLiteral(text)}:fontsize=${size}:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=16:x=(w-tw)/2:y=${y}`
  const text = canDraw ? ['-vf', [line(look.gameName, 56, 'h/2-th-16'), line('演示直播', 40, 'h/2+24')].join(',')] : []
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
