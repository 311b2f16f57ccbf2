import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { type ContentBlock, EXPERT_LIMITS } from '../../protocol/experts'
import type { Database } from '../db/client'
import { signingSecretOf } from '../db/secrets'
import { decodeImage } from '../media/image-sniff'
import { expertPlans, planImages } from './tables'

// The owner of `plan_images`: plan covers, content pictures and picture components, served at
// /expert/image/{id} with nosniff (the bytes were sniffed on upload; the declared type is never trusted).
// A cover is public (cards show it to everyone). Every other picture is part of what a buyer pays for: it is
// served only at a signed address made for one viewer, `?e=<expires s>&v=<uid>&s=<HMAC>`, which the read
// side hands to those allowed to read the plan (and its author), valid for a day.

const IMAGE_URL = /^\/expert\/image\/(\d{1,9})(?:\?[\w=&-]*)?$/
/** How long a signed picture address is valid; aligned to the hour, so it stays one URL for an hour. */
const SIGNED_TTL_MS = 24 * 3_600_000
const HOUR_MS = 3_600_000

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

export type PlanImageSigner = {
  /** The address `viewer` (a uid, 0 for a visitor of a free plan) may load picture `id` at until a day on. */
  url(id: number, viewer: number, now: number): string
  /** The expiry (ms) of a valid signature of `id`, or null when it is forged, of another picture or expired. */
  verify(id: number, query: { e?: string; v?: string; s?: string }, now: number): number | null
}

export function createPlanImageSigner(secret: string): PlanImageSigner {
  const mac = (id: number, viewer: number, expires: number) =>
    createHmac('sha256', secret).update(`plan-image:${id}:${viewer}:${expires}`).digest('base64url')
  return {
    url(id, viewer, now) {
      const expires = Math.ceil((now - (now % HOUR_MS) + SIGNED_TTL_MS) / 1000)
      return `${planImageUrl(id)}?e=${expires}&v=${viewer}&s=${mac(id, viewer, expires)}`
    },
    verify(id, query, now) {
      if (!/^\d{1,12}$/.test(query.e ?? '') || !/^\d{1,10}$/.test(query.v ?? '')) return null
      const expires = Number(query.e)
      if (expires * 1000 <= now) return null
      const expected = Buffer.from(mac(id, Number(query.v), expires))
      const given = Buffer.from(query.s ?? '')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      return expires * 1000
    },
  }
}

/** The picture signer of this database's servers (under the key kept for signed video addresses). */
export async function planImageSignerOf(db: Database): Promise<PlanImageSigner> {
  return createPlanImageSigner(await signingSecretOf(db, undefined))
}

/** A plan's content as `viewer` receives it: each picture at an address signed for them. */
export function signedContent(content: ContentBlock[], signer: PlanImageSigner, viewer: number, now: number) {
  return content.map((block) => {
    if (block.type !== 'image') return block
    const id = planImageIdOf(block.src)
    return id === null ? block : { ...block, src: signer.url(id, viewer, now) }
  })
}

/**
 * Serves pictures at /expert/image/:id: a cover to anyone, cached for a year (a picture never changes in
 * place); any other picture only at a valid signed address, cached privately until it expires. An unsigned
 * request for a content picture gets the same 404 as a missing one.
 */
export function registerPlanImageRoute(app: FastifyInstance, db: Database, now: () => number = Date.now): void {
  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found')
  app.get<{ Params: { id: string }; Querystring: { e?: string; v?: string; s?: string } }>(
    '/expert/image/:id',
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0
      if (id === 0) return notFound(reply)
      let cacheControl = 'public, max-age=31536000, immutable'
      if (request.query.s !== undefined) {
        const at = now()
        const expiresAt = (await planImageSignerOf(db)).verify(id, request.query, at)
        if (expiresAt === null) return notFound(reply)
        cacheControl = `private, max-age=${Math.floor((expiresAt - at) / 1000)}`
      } else {
        const [cover] = await db
          .select({ id: expertPlans.id })
          .from(expertPlans)
          .where(eq(expertPlans.coverId, id))
          .limit(1)
        if (!cover) return notFound(reply)
      }
      const [row] = await db.select().from(planImages).where(eq(planImages.id, id))
      if (!row) return notFound(reply)
      return reply
        .type(row.mime)
        .header('cache-control', cacheControl)
        .header('x-content-type-options', 'nosniff')
        .send(row.data)
    },
  )
}
