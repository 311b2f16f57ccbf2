import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { EXPERT_LIMITS } from '../../protocol/experts'
import type { Database } from '../db/client'
import { decodeImage } from '../live/images'
import { planImages } from './tables'

// The owner of `plan_images`: plan covers, content pictures and picture components, served at
// /expert/image/{id} with nosniff (the bytes were sniffed on upload; the declared type is never trusted).

const IMAGE_URL = /^\/expert\/image\/(\d{1,9})$/

export const planImageUrl = (id: number) => `/expert/image/${id}`

/** The id of a stored picture's URL, or null when `src` is not one. */
export function planImageIdOf(src: string): number | null {
  const match = IMAGE_URL.exec(src)
  return match ? Number(match[1]) : null
}

/**
 * A picture of a plan: a stored one of this owner (its URL kept as is), or a new data URL (PNG, JPEG or
 * WebP by its bytes, at most 200 KB and 4096 px a side) stored now. Null when it is neither.
 */
export async function storedPictureOf(db: Database, ownerId: number, src: string, now: number): Promise<number | null> {
  const id = planImageIdOf(src)
  if (id !== null) {
    const [row] = await db.select({ ownerId: planImages.ownerId }).from(planImages).where(eq(planImages.id, id))
    return row?.ownerId === ownerId ? id : null
  }
  const image = decodeImage(src, EXPERT_LIMITS.pictureMaxBytes, EXPERT_LIMITS.pictureMaxSide)
  if (!image) return null
  const [row] = await db
    .insert(planImages)
    .values({ ownerId, mime: image.mime, data: image.data, createdAt: now })
    .returning({ id: planImages.id })
  return row?.id ?? null
}

/** Serves pictures at /expert/image/:id; a picture never changes in place, so it is cached for a year. */
export function registerPlanImageRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { id: string } }>('/expert/image/:id', async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0
    const [row] = id > 0 ? await db.select().from(planImages).where(eq(planImages.id, id)) : []
    if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    return reply
      .type(row.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(row.data)
  })
}
