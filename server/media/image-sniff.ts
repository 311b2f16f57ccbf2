// What a picture is, read from its own bytes: PNG, JPEG or WebP with the size its header declares. Every
// picture a stranger sends (a cover, an article's or a post's picture, a provider's team logo) is taken for
// what these say it is, never for its name or a declared Content-Type.

export type SniffedImage = { mime: string; data: Buffer; width: number; height: number }
type Size = { width: number; height: number }

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** PNG: the first chunk is IHDR, width and height big-endian right after its type. */
function pngSize(b: Buffer): Size | null {
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE) || b.toString('latin1', 12, 16) !== 'IHDR') return null
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) }
}

/** A JPEG start-of-frame marker (baseline, progressive, lossless…; not DHT, JPG or DAC, which share the range). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
}

/** JPEG: walks the marker segments up to the first SOF, which holds height then width. */
function jpegSize(b: Buffer): Size | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null
  let i = 2
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null
    const marker = b[i + 1] ?? 0
    // Fill bytes, and markers without a length (TEM, RSTn).
    if (marker === 0xff) i += 1
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) i += 2
    // Image data or its end before any frame header: not a usable JPEG.
    else if (marker === 0xda || marker === 0xd9) return null
    else if (isStartOfFrame(marker)) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) }
    else i += 2 + b.readUInt16BE(i + 2)
  }
  return null
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk, each with its own size layout. */
function webpSize(b: Buffer): Size | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null
  const chunk = b.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff }
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null
    const bits = b.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) }
  return null
}

const READERS: { mime: string; size: (bytes: Buffer) => Size | null }[] = [
  { mime: 'image/png', size: pngSize },
  { mime: 'image/jpeg', size: jpegSize },
  { mime: 'image/webp', size: webpSize },
]

/**
 * The PNG, JPEG or WebP in a base64 data URL of at most `maxBytes` whose header gives a size of at most
 * `maxSide` on each side, or null. Sizes are checked on the base64 text before it is decoded, and the
 * sides from the header, so neither a huge upload nor a small file declaring a huge canvas (which every
 * viewer's browser would have to decode) gets through. The bytes decide the type, not the declared one.
 */
export function decodeImage(dataUrl: string, maxBytes: number, maxSide: number): SniffedImage | null {
  const match = /^data:image\/(?:png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl)
  if (!match?.[1] || match[1].length > Math.ceil(maxBytes / 3) * 4) return null
  const data = Buffer.from(match[1], 'base64')
  if (data.length === 0 || data.length > maxBytes) return null
  const image = sniffImage(data)
  if (!image || image.width === 0 || image.height === 0 || image.width > maxSide || image.height > maxSide) return null
  return image
}

/** PNG, JPEG or WebP bytes with the type and size their own headers give; null for anything else. */
export function sniffImage(data: Buffer): SniffedImage | null {
  for (const reader of READERS) {
    const size = reader.size(data)
    if (size) return { mime: reader.mime, data, ...size }
  }
  return null
}
