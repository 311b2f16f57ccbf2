import { z } from 'zod'
import { ARTICLE_LIMITS, articleDraftSchema, articleImageSchema, ownArticleSchema } from '../articles'
import { ARTICLE_MESSAGES } from '../messages/articles'
import { type CallDef, queryInt } from './call-def'

/** Who writes articles: passed experts, creators and administrators (§2 creator centre, §6 roles). */
export const ARTICLE_WRITERS = ['expert', 'creator', 'admin'] as const

const articleId = z.number().int().min(1).max(2_147_483_647)
const pageIndex = queryInt.min(1).max(500)
const ownList = z.object({ list: z.array(ownArticleSchema), total: z.number().int().min(0) })

/** Articles written by people: the editor's saves, the picture uploads, the author's list and the review. */
export const ARTICLE_CALLS = {
  articleImageUpload: {
    method: 'POST',
    path: '/article/image',
    summary:
      "Uploads a cover or body picture: the file's bytes in base64 (at most 5 MB). The type comes from the bytes (PNG, JPEG, WebP or GIF); the answer's url serves it.",
    input: z
      .object({
        data: z
          .string()
          .min(1)
          .max(Math.ceil(ARTICLE_LIMITS.imageMaxBytes / 3) * 4, { error: ARTICLE_MESSAGES.imageTooBig.id }),
      })
      .strict(),
    result: articleImageSchema,
    auth: ARTICLE_WRITERS,
    // Base64 of 5 MB and the JSON around it; a bigger body is refused before it is read.
    bodyLimit: Math.ceil(ARTICLE_LIMITS.imageMaxBytes / 3) * 4 + 1024,
  },
  articleSave: {
    method: 'POST',
    path: '/article/save',
    summary:
      'Saves an article of the caller (id absent: a new one) as a draft, or submitted for review with submit. Saving a published article takes it off the lists until it passes review again.',
    input: z.object({ id: articleId.optional(), submit: z.boolean(), article: articleDraftSchema }).strict(),
    result: ownArticleSchema,
    auth: ARTICLE_WRITERS,
    bodyLimit: 512 * 1024,
  },
  articleMine: {
    method: 'GET',
    path: '/article/mine/{pageIndex}',
    summary: "The caller's articles in every state, the newest change first, 20 a page.",
    input: z.object({ pageIndex }).strict(),
    result: ownList,
    auth: 'user',
  },
  articleOwn: {
    method: 'GET',
    path: '/article/own/{id}',
    summary: 'One article of the caller (administrators: any), with its body and state, for the editor.',
    input: z.object({ id: queryInt.min(1) }).strict(),
    result: ownArticleSchema,
    auth: ARTICLE_WRITERS,
  },
  articleUnpublish: {
    method: 'POST',
    path: '/article/unpublish',
    summary: 'Takes a published article off the lists (its author, or an administrator).',
    input: z.object({ id: articleId }).strict(),
    result: ownArticleSchema,
    auth: ARTICLE_WRITERS,
  },
  articleReviewQueue: {
    method: 'GET',
    path: '/article/review/{pageIndex}',
    summary: 'Submitted articles waiting for review, the longest waiting first, with their bodies for a preview.',
    input: z.object({ pageIndex }).strict(),
    result: ownList,
    auth: ['admin'],
  },
  articleReview: {
    method: 'POST',
    path: '/article/review',
    summary: 'Passes (publishes) or rejects a submitted article; a rejection needs the reason the author will read.',
    input: z
      .object({
        id: articleId,
        pass: z.boolean(),
        reason: z
          .string()
          .trim()
          .max(ARTICLE_LIMITS.reasonMax, { error: ARTICLE_MESSAGES.reasonRequired.id })
          .optional(),
      })
      .strict()
      .refine((input) => input.pass || (input.reason?.length ?? 0) > 0, { error: ARTICLE_MESSAGES.reasonRequired.id }),
    result: ownArticleSchema,
    auth: ['admin'],
  },
} as const satisfies Record<string, CallDef>
