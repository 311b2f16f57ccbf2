import { z } from 'zod'
import { SOCIAL_MESSAGES } from '../messages/social'
import { articleSummarySchema } from '../news'
import { POST_LIMITS, postPageSchema, postSchema, readLaterItemSchema } from '../posts'
import { type CallDef, int32, noInput, queryInt } from './call-def'

const pageIndex = queryInt.min(1).max(500)

/** Users' posts and the read-later list (issue #12). */
export const POST_CALLS = {
  postImage: {
    method: 'POST',
    path: '/post/image',
    summary: 'Uploads one picture for a post (a PNG, JPEG or WebP data URL of at most 1 MB); answers its address.',
    input: z.object({ image: z.string().max(Math.ceil(POST_LIMITS.imageMaxBytes / 3) * 4 + 32) }).strict(),
    result: z.object({ url: z.string() }),
    auth: 'user',
    bodyLimit: Math.ceil(POST_LIMITS.imageMaxBytes / 3) * 4 + 4096,
  },
  postCreate: {
    method: 'POST',
    path: '/post/create',
    summary: 'Publishes a post: text and up to nine of the caller’s uploaded pictures; the chat content rules apply.',
    input: z
      .object({
        text: z
          .string()
          .trim()
          .min(1, { error: SOCIAL_MESSAGES.postEmpty.id })
          .max(POST_LIMITS.textMax, { error: SOCIAL_MESSAGES.postTooLong.id }),
        images: z
          .array(z.string().max(64))
          .max(POST_LIMITS.imagesMax, { error: SOCIAL_MESSAGES.postTooManyImages.id })
          .default([]),
      })
      .strict(),
    result: postSchema,
    auth: 'user',
  },
  postDelete: {
    method: 'POST',
    path: '/post/delete',
    summary: "Deletes one of the caller's posts.",
    input: z.object({ postId: int32.min(1) }).strict(),
    result: z.object({ deleted: z.literal(true) }),
    auth: 'user',
  },
  postsOfUser: {
    method: 'GET',
    path: '/post/user/{userId}/{pageIndex}',
    summary: "A user's posts, newest first, 20 a page.",
    input: z.object({ userId: queryInt.min(1), pageIndex }).strict(),
    result: postPageSchema,
  },
  postFeed: {
    method: 'GET',
    path: '/post/feed/{pageIndex}',
    summary: "关注动态: posts of the users the caller follows, and the caller's own, newest first.",
    input: z.object({ pageIndex }).strict(),
    result: postPageSchema,
    auth: 'user',
  },
  userHotNews: {
    method: 'GET',
    path: '/news/userHot/{userId}',
    summary: "A user's most read published articles (their public page), up to 10.",
    input: z.object({ userId: queryInt.min(1) }).strict(),
    result: z.object({ list: z.array(articleSummarySchema) }),
  },
  readLaterList: {
    method: 'GET',
    path: '/readLater/list',
    summary: "The caller's read-later articles, newest saved first (titles in the request's language).",
    input: noInput,
    result: z.object({ list: z.array(readLaterItemSchema) }),
    auth: 'user',
  },
  readLaterSave: {
    method: 'POST',
    path: '/readLater/save',
    summary: 'Saves (save=true) or drops an article from the read-later list; doing it twice changes nothing.',
    input: z.object({ articleId: int32.min(1), save: z.boolean() }).strict(),
    result: z.object({ saved: z.boolean() }),
    auth: 'user',
  },
} as const satisfies Record<string, CallDef>
