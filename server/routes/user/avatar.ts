import { decodeImage } from '../../media/image-sniff'

/** Avatars are stored as sent after the client's square crop, within this size… */
export const AVATAR_MAX_BYTES = 40 * 1024
/** …and these sides (the client sends 200 px; a small file must not declare a huge canvas). */
export const AVATAR_MAX_SIDE = 1024

/**
 * The image of an avatar data URL, or null when it is not a PNG, JPEG or WebP of at most 40 KB and
 * 1024 px a side (server/live/images.ts decodeImage). The bytes decide the type, not the declared one,
 * so nothing but those images is ever served back.
 */
export function decodeAvatar(dataUrl: string): { mime: string; data: Buffer } | null {
  const image = decodeImage(dataUrl, AVATAR_MAX_BYTES, AVATAR_MAX_SIDE)
  return image && { mime: image.mime, data: image.data }
}
