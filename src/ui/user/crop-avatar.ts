/** The server takes avatars of at most 40 KB (protocol: modifyUser), so the crop is re-encoded until it fits. */
export const AVATAR_MAX_BYTES = 40 * 1024
/** Pictures larger than this are refused before decoding (a phone photo is a few MB). */
export const AVATAR_MAX_FILE_BYTES = 10 * 1024 * 1024
export const AVATAR_SIZE = 200

/** The square of a w×h picture that an avatar keeps: the largest centred one. */
export function centreSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height)
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side }
}

/** Bytes a base64 data URL decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1)
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return Math.floor((base64.length * 3) / 4) - padding
}

export type CropResult = { ok: true; dataUrl: string } | { ok: false; reason: 'type' | 'tooLarge' | 'unreadable' }

/**
 * Crops a picture to its centred square, scales it to 200×200 on a canvas and encodes it as JPEG,
 * lowering the quality (then the size) until it is within 40 KB.
 */
export async function cropAvatar(file: File): Promise<CropResult> {
  if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return { ok: false, reason: 'type' }
  if (file.size > AVATAR_MAX_FILE_BYTES) return { ok: false, reason: 'tooLarge' }
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { ok: false, reason: 'unreadable' }
  }
  const { x, y, side } = centreSquare(bitmap.width, bitmap.height)
  for (const size of [AVATAR_SIZE, 140, 100]) {
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext('2d')
    if (!context) return { ok: false, reason: 'unreadable' }
    context.drawImage(bitmap, x, y, side, side, 0, 0, size, size)
    for (const quality of [0.9, 0.8, 0.65, 0.5]) {
      const dataUrl = canvas.toDataURL('image/jpeg', quality)
      if (dataUrlBytes(dataUrl) <= AVATAR_MAX_BYTES) {
        bitmap.close()
        return { ok: true, dataUrl }
      }
    }
  }
  bitmap.close()
  return { ok: false, reason: 'tooLarge' }
}
