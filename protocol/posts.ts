import { z } from 'zod'
import { commentAuthorSchema } from './comments'

/**
 * Users' short posts (/userInfo/userPost; issue #12): text and up to nine pictures, shown on the author's
 * public page and in their followers' 关注动态. Pictures are uploaded one by one first (type sniffed from the
 * bytes, size-capped) and the post names them by their address.
 */
export const POST_LIMITS = {
  textMax: 1000,
  imagesMax: 9,
  imageMaxBytes: 1024 * 1024,
  imageMaxSide: 4096,
  pageSize: 20,
  /** Posts one user may publish per hour. */
  perHour: 20,
  /** Pictures one user may upload per hour. */
  imagesPerHour: 60,
} as const

/** The address a stored post picture is served at. */
export const POST_IMAGE_PATH = /^\/post\/image\/(\d{1,9})$/

export const postSchema = z.object({
  id: z.number().int(),
  author: commentAuthorSchema,
  text: z.string(),
  /** Picture addresses (/post/image/{id}), in the author's order. */
  images: z.array(z.string()),
  createdAt: z.number().int(),
  /** Whether the caller may delete it (its author). */
  own: z.boolean(),
})
export type Post = z.infer<typeof postSchema>

export const postPageSchema = z.object({ list: z.array(postSchema), total: z.number().int().min(0) })
export type PostPage = z.infer<typeof postPageSchema>

/** An article saved to read later. */
export const readLaterItemSchema = z.object({
  articleId: z.number().int(),
  game: z.string(),
  title: z.string(),
  summary: z.string(),
  savedAt: z.number().int(),
})
export type ReadLaterItem = z.infer<typeof readLaterItemSchema>
