import { z } from 'zod'

/**
 * Comments on articles and videos (issue #12, §6 "login to comment"): threaded one level (a reply answers a
 * top-level comment), newest or hottest first, liked once per user, removed by their author, the target's
 * author or an administrator. The text is plain text: clients render it as text, never as markup.
 */
export const COMMENT_LIMITS = {
  bodyMax: 500,
  pageSize: 20,
  /** Replies shown under each top-level comment of a page (oldest first); the count says how many there are. */
  repliesShown: 20,
  /** Comments (and replies) one user may write per minute and per hour. */
  perMinute: 5,
  perHour: 60,
} as const

/** What a comment is on: an article ('news') or a video, by id. */
export const commentKindSchema = z.enum(['news', 'video'])
export type CommentKind = z.infer<typeof commentKindSchema>
export const commentOrderSchema = z.enum(['newest', 'hot'])
export type CommentOrder = z.infer<typeof commentOrderSchema>

export const commentAuthorSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
})

export const commentSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  author: commentAuthorSchema,
  /** Empty when removed. */
  body: z.string(),
  likes: z.number().int().min(0),
  /** Whether the caller liked it (false for visitors). */
  liked: z.boolean(),
  /** Set when removed: the thread shows "该评论已删除" in its place. */
  removed: z.boolean(),
  /** Whether the caller may remove it (its author, the target's author, an administrator). */
  canRemove: z.boolean(),
  createdAt: z.number().int(),
})
export type Comment = z.infer<typeof commentSchema>

export const commentThreadSchema = commentSchema.extend({
  replyCount: z.number().int().min(0),
  replies: z.array(commentSchema),
})
export type CommentThread = z.infer<typeof commentThreadSchema>

export const commentPageSchema = z.object({
  list: z.array(commentThreadSchema),
  /** Top-level comments shown (what the pages count). */
  total: z.number().int().min(0),
  /** Every comment and reply not removed: the count the article shows. */
  count: z.number().int().min(0),
})
export type CommentPage = z.infer<typeof commentPageSchema>

/** One of the caller's own comments with what it is on (/userInfo/send). */
export const myCommentSchema = z.object({
  id: z.number().int(),
  kind: commentKindSchema,
  targetId: z.number().int(),
  /** The game slug of the target's address (/news/{game}/{id}). */
  game: z.string(),
  targetTitle: z.string(),
  body: z.string(),
  likes: z.number().int().min(0),
  createdAt: z.number().int(),
})
export type MyComment = z.infer<typeof myCommentSchema>
