/** Avatars are stored as sent after the client's square crop, within this size. */
export const AVATAR_MAX_BYTES = 40 * 1024

const SIGNATURES: { mime: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    mime: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
]

/**
 * The image of an avatar data URL, or null when it is not a PNG, JPEG or WebP of at most 40 KB. The bytes
 * decide the type, not the declared one, so nothing but those images is ever served back.
 */
export function decodeAvatar(dataUrl: string): { mime: string; data: Buffer } | null {
  const match = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl)
  if (!match?.[2]) return null
  const data = Buffer.from(match[2], 'base64')
  if (data.length === 0 || data.length > AVATAR_MAX_BYTES) return null
  const kind = SIGNATURES.find((signature) => signature.matches(data))
  return kind ? { mime: kind.mime, data } : null
}
