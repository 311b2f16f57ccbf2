import { LIVE_LIMITS } from '../../../protocol/live'
import { AVATAR_MAX_FILE_BYTES, centreSquare, dataUrlBytes } from '../user/crop-avatar'

export type EncodeResult = { ok: true; dataUrl: string } | { ok: false; reason: 'type' | 'tooLarge' | 'unreadable' }

type Rect = { x: number; y: number; width: number; height: number }

/** Widths tried from the first down; each is encoded at falling JPEG quality until it fits. */
const SQUARE_SIDES = [720, 540, 400, 300]
const COVER_WIDTHS = [960, 800, 640, 480]
const QUALITIES = [0.88, 0.78, 0.65, 0.5]

/** The largest `width`-wide-or-less size of `rect` (never upscaled). */
function fitWidth(rect: Rect, width: number): { width: number; height: number } {
  const scale = Math.min(1, width / rect.width)
  return { width: Math.max(1, Math.round(rect.width * scale)), height: Math.max(1, Math.round(rect.height * scale)) }
}

/**
 * Draws `pick(bitmap)` of the picture on a canvas and encodes it as JPEG, smaller and lower in quality
 * until it is within the server's limit (LIVE_LIMITS.pictureMaxBytes decoded).
 */
async function encodeWithin(file: File, pick: (w: number, h: number) => Rect, widths: number[]): Promise<EncodeResult> {
  if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return { ok: false, reason: 'type' }
  if (file.size > AVATAR_MAX_FILE_BYTES) return { ok: false, reason: 'tooLarge' }
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  try {
    const source = pick(bitmap.width, bitmap.height)
    for (const width of widths) {
      const size = fitWidth(source, width)
      const canvas = document.createElement('canvas')
      canvas.width = size.width
      canvas.height = size.height
      const context = canvas.getContext('2d')
      if (!context) return { ok: false, reason: 'unreadable' }
      context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, size.width, size.height)
      for (const quality of QUALITIES) {
        const dataUrl = canvas.toDataURL('image/jpeg', quality)
        if (dataUrlBytes(dataUrl) <= LIVE_LIMITS.pictureMaxBytes) return { ok: true, dataUrl }
      }
    }
    return { ok: false, reason: 'tooLarge' }
  } finally {
    bitmap.close()
  }
}

/** §9: an anchor detail picture, cropped to its centred square (the server refuses other shapes). */
export function squarePicture(file: File): Promise<EncodeResult> {
  return encodeWithin(
    file,
    (w, h) => {
      const { x, y, side } = centreSquare(w, h)
      return { x, y, width: side, height: side }
    },
    SQUARE_SIDES,
  )
}

/** A live room's cover: the whole picture, scaled down until it is within 200 KB. */
export function coverPicture(file: File): Promise<EncodeResult> {
  return encodeWithin(file, (width, height) => ({ x: 0, y: 0, width, height }), COVER_WIDTHS)
}

/** A short stable key of a picture (a URL, or a data URL of ~200 KB that makes a poor React key). */
export function pictureKey(src: string): string {
  return src.startsWith('data:') ? `${src.length}:${src.slice(-48)}` : src
}
