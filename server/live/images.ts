import { and, eq, inArray } from 'drizzle-orm'
import { LIVE_LIMITS } from '../../protocol/live'
import type { Database } from '../db/client'
import { decodeImage, type SniffedImage } from '../media/image-sniff'
import { liveImages } from './tables'

export type LiveImage = SniffedImage

/**
 * A live room's cover or picture: an image of at most LIVE_LIMITS.pictureMaxBytes and pictureMaxSide
 * (decodeImage), with equal sides when `square`.
 */
export function decodeLiveImage(dataUrl: string, options: { square: boolean }): LiveImage | null {
  const image = decodeImage(dataUrl, LIVE_LIMITS.pictureMaxBytes, LIVE_LIMITS.pictureMaxSide)
  if (!image || (options.square && image.width !== image.height)) return null
  return image
}

export async function storeLiveImage(db: Database, ownerId: number, image: LiveImage, now: number): Promise<number> {
  const [row] = await db
    .insert(liveImages)
    .values({ ownerId, mime: image.mime, data: image.data, createdAt: now })
    .returning({ id: liveImages.id })
  if (!row) throw new Error('live image insert returned nothing')
  return row.id
}

/** Deletes images of one owner that are no longer used (a replaced cover, dropped detail pictures). */
export async function deleteLiveImages(db: Database, ownerId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  await db.delete(liveImages).where(and(eq(liveImages.ownerId, ownerId), inArray(liveImages.id, ids)))
}
