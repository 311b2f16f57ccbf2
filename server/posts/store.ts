import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { POST_IMAGE_PATH, POST_LIMITS } from '../../protocol/posts'
import type { Database } from '../db/client'
import { decodeImage } from '../media/image-sniff'
import { type PostRow, postImages, posts } from './tables'

// The owner of `posts` and `post_images`. A picture is sniffed from its bytes (PNG, JPEG or WebP, at most
// POST_LIMITS.imageMaxBytes and imageMaxSide a side — server/live/images.ts decodeImage) and served with
// nosniff; a post may name only its author's own pictures.

export const postImageUrl = (id: number) => `/post/image/${id}`

/** Stores a picture from a data URL; null when it is no acceptable image. */
export async function storePostImage(db: Database, ownerId: number, dataUrl: string, now: number) {
  const image = decodeImage(dataUrl, POST_LIMITS.imageMaxBytes, POST_LIMITS.imageMaxSide)
  if (!image) return null
  const [row] = await db
    .insert(postImages)
    .values({ ownerId, mime: image.mime, data: image.data, createdAt: now })
    .returning({ id: postImages.id })
  return row ? postImageUrl(row.id) : null
}

/** The ids of picture addresses, in order, when every one is a stored picture of `ownerId`; else null. */
export async function ownImageIds(db: Database, ownerId: number, urls: readonly string[]): Promise<number[] | null> {
  const ids = urls.map((url) => POST_IMAGE_PATH.exec(url)?.[1]).map(Number)
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) return null
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: postImages.id })
    .from(postImages)
    .where(and(eq(postImages.ownerId, ownerId), inArray(postImages.id, ids)))
  return rows.length === new Set(ids).size ? ids : null
}

export async function insertPost(
  db: Database,
  post: { authorId: number; body: string; imageIds: number[]; now: number },
): Promise<PostRow> {
  const [row] = await db
    .insert(posts)
    .values({ authorId: post.authorId, body: post.body, imageIds: post.imageIds, createdAt: post.now })
    .returning()
  if (!row) throw new Error('post insert returned nothing')
  return row
}

/** Deletes one of the author's posts; false when there is none (or it is someone else's). */
export async function deletePost(db: Database, authorId: number, postId: number, now: number): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ deletedAt: now })
    .where(and(eq(posts.id, postId), eq(posts.authorId, authorId), isNull(posts.deletedAt)))
    .returning({ id: posts.id })
  return rows.length > 0
}

/** Serves post pictures at /post/image/:id; a picture never changes in place, so it is cached for a year. */
export function registerPostImageRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { id: string } }>('/post/image/:id', async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0
    const [row] = id > 0 ? await db.select().from(postImages).where(eq(postImages.id, id)) : []
    if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    return reply
      .type(row.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(row.data)
  })
}
