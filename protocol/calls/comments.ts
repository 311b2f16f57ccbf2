import { z } from 'zod'
import {
  COMMENT_LIMITS,
  commentKindSchema,
  commentOrderSchema,
  commentPageSchema,
  commentSchema,
  myCommentSchema,
} from '../comments'
import { SOCIAL_MESSAGES } from '../messages/social'
import { type CallDef, int32, queryInt } from './call-def'
import { GAME_SEGMENT, newsGameSchema } from './game-paths'

/** The game-first comment paths: a known game, a numeric target id and page (else the path is no call). */
const commentPaths = { game: GAME_SEGMENT, id: '^\\d{1,9}$', pageIndex: '^\\d{1,3}$' }
const pageInput = z
  .object({
    game: newsGameSchema,
    id: queryInt.min(1),
    pageIndex: queryInt.min(1).max(500),
    order: commentOrderSchema.default('newest'),
  })
  .strict()

/** Comments on articles and videos (issue #12). */
export const COMMENT_CALLS = {
  newsComments: {
    method: 'GET',
    path: '/{game}/newsComment{id}/{pageIndex}',
    summary: "An article's comments, 20 top-level ones a page (newest or hottest first), each with its first replies.",
    input: pageInput,
    paramPatterns: commentPaths,
    result: commentPageSchema,
  },
  videoComments: {
    method: 'GET',
    path: '/{game}/videoComment{id}/{pageIndex}',
    summary: "A video's comments, paged like an article's.",
    input: pageInput,
    paramPatterns: commentPaths,
    result: commentPageSchema,
  },
  commentPost: {
    method: 'POST',
    path: '/comment/post',
    summary:
      'Comments on an article or a video, or replies to a top-level comment (parentId); the chat content rules apply.',
    input: z
      .object({
        kind: commentKindSchema,
        targetId: int32.min(1),
        parentId: int32.min(1).optional(),
        body: z
          .string()
          .trim()
          .min(1, { error: SOCIAL_MESSAGES.commentEmpty.id })
          .max(COMMENT_LIMITS.bodyMax, { error: SOCIAL_MESSAGES.commentTooLong.id }),
      })
      .strict(),
    result: commentSchema,
    auth: 'user',
  },
  commentLike: {
    method: 'POST',
    path: '/comment/like',
    summary: 'Likes (like=true) or unlikes a comment; doing it twice changes nothing. Answers the new count.',
    input: z.object({ commentId: int32.min(1), like: z.boolean() }).strict(),
    result: z.object({ liked: z.boolean(), likes: z.number().int().min(0) }),
    auth: 'user',
  },
  commentRemove: {
    method: 'POST',
    path: '/comment/remove',
    summary: "Removes a comment: its author, the target's author or an administrator.",
    input: z.object({ commentId: int32.min(1) }).strict(),
    result: z.object({ removed: z.literal(true) }),
    auth: 'user',
  },
  myComments: {
    method: 'GET',
    path: '/comment/mine/{pageIndex}',
    summary: "The caller's comments not removed, newest first, with what each is on.",
    input: z.object({ pageIndex: queryInt.min(1).max(500) }).strict(),
    result: z.object({ list: z.array(myCommentSchema), total: z.number().int().min(0) }),
    auth: 'user',
  },
} as const satisfies Record<string, CallDef>
