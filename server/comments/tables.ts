import { bigint, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'
import type { CommentKind } from '../../protocol/comments'

// The typed view of migrations/0190_comments_posts.sql's comments; written only by server/comments/store.ts.

const millis = (name: string) => bigint(name, { mode: 'number' })

export const comments = pgTable('comments', {
  id: serial('id').primaryKey(),
  targetKind: text('target_kind').$type<CommentKind>().notNull(),
  targetId: integer('target_id').notNull(),
  parentId: integer('parent_id'),
  authorId: integer('author_id').notNull(),
  body: text('body').notNull(),
  likeCount: integer('like_count').notNull().default(0),
  replyCount: integer('reply_count').notNull().default(0),
  removedAt: millis('removed_at'),
  removedBy: integer('removed_by'),
  createdAt: millis('created_at').notNull(),
})
export type CommentRow = typeof comments.$inferSelect

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: millis('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
)
