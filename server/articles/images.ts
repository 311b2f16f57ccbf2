import { createHash } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { ARTICLE_LIMITS, type ArticleImage } from '../../protocol/articles'
import { MESSAGES } from '../../protocol/messages'
import { ARTICLE_MESSAGES } from '../../protocol/messages/articles'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { sniffImage } from '../media/image-sniff'
import { articleImages } from './tables'

// The owner of `article_images`: covers and body pictures of articles. The type is read from the bytes'
// own header (PNG, JPEG, WebP or GIF); a name or a declared Content-Type is never asked. A picture is
// named by the SHA-256 of its bytes, so its address never serves other bytes and is cached as immutable,
// and it is served with the sniffed type and nosniff, so no browser takes it for a page or a script.

export const articleImageUrl = (hash: string) => `/article/image/${hash}`

type Sniffed = { mime: string; width: number; height: number }

/** GIF87a/GIF89a: the logical screen's width and height, little-endian, after the signature. */
function gifOf(data: Buffer): Sniffed | null {
  if (data.length < 10) return null
  const signature = data.toString('latin1', 0, 6)
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return null
  return { mime: 'image/gif', width: data.readUInt16LE(6), height: data.readUInt16LE(8) }
}

/** The picture in `data`, or why not: the type (and the size its header declares) decided by the bytes. */
export function sniffArticleImage(data: Buffer): Sniffed | 'type' | 'size' {
  if (data.length > ARTICLE_LIMITS.imageMaxBytes) return 'size'
  const image = sniffImage(data) ?? gifOf(data)
  if (!image) return 'type'
  const max = ARTICLE_LIMITS.imageMaxSide
  if (image.width === 0 || image.height === 0 || image.width > max || image.height > max) return 'type'
  return { mime: image.mime, width: image.width, height: image.height }
}

/** Base64 text longer than this cannot hold an allowed picture; it is refused before it is decoded. */
export const IMAGE_BASE64_MAX = Math.ceil(ARTICLE_LIMITS.imageMaxBytes / 3) * 4

/** Uploads one author may make per hour. */
export const UPLOADS_PER_HOUR = 120

// Counted per process and database (so each test server counts its own): rate-limiter-flexible's memory
// store decrements atomically, so concurrent uploads cannot slip past the limit.
const limiters = new WeakMap<Database, RateLimiterMemory>()
function limiterFor(db: Database): RateLimiterMemory {
  let limiter = limiters.get(db)
  if (!limiter) {
    limiter = new RateLimiterMemory({ points: UPLOADS_PER_HOUR, duration: 3600 })
    limiters.set(db, limiter)
  }
  return limiter
}

/** Stores the picture in base64 `data` for `ownerId`; the same bytes uploaded again are the same picture. */
export async function storeArticleImage(
  db: Database,
  ownerId: number,
  base64: string,
  now: number,
): Promise<ArticleImage> {
  if (base64.length > IMAGE_BASE64_MAX) throw new CallError(400, ARTICLE_MESSAGES.imageTooBig)
  const data = Buffer.from(base64, 'base64')
  const sniffed = sniffArticleImage(data)
  if (sniffed === 'size') throw new CallError(400, ARTICLE_MESSAGES.imageTooBig)
  if (sniffed === 'type') throw new CallError(400, ARTICLE_MESSAGES.imageType)
  try {
    await limiterFor(db).consume(String(ownerId))
  } catch {
    throw new CallError(429, MESSAGES.tooManyRequests)
  }
  const hash = createHash('sha256').update(data).digest('hex')
  await db
    .insert(articleImages)
    .values({ hash, ownerId, ...sniffed, data, createdAt: now })
    .onConflictDoNothing()
  return { url: articleImageUrl(hash), ...sniffed }
}

/** The hashes of `urls` that name no stored picture. */
export async function missingImages(db: Database, urls: readonly string[]): Promise<string[]> {
  const hashes = [...new Set(urls.map((url) => url.slice(url.lastIndexOf('/') + 1)))]
  if (hashes.length === 0) return []
  const found = await db
    .select({ hash: articleImages.hash })
    .from(articleImages)
    .where(inArray(articleImages.hash, hashes))
  const known = new Set(found.map((row) => row.hash))
  return hashes.filter((hash) => !known.has(hash))
}

/** Serves pictures at /article/image/:hash with their sniffed type, nosniff and a year's immutable cache. */
export function registerArticleImageRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { hash: string } }>('/article/image/:hash', async (request, reply) => {
    const hash = /^[0-9a-f]{64}$/.test(request.params.hash) ? request.params.hash : null
    const [row] = hash ? await db.select().from(articleImages).where(eq(articleImages.hash, hash)) : []
    if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    return reply
      .type(row.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(row.data)
  })
}
