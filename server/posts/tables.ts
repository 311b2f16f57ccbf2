import { bigint, customType, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core'

// The typed views of migrations/0190_comments_posts.sql's posts, their pictures and the read-later list;
// posts and pictures are written only by server/posts/store.ts, read_later by server/posts/read-later.ts.

const millis = (name: string) => bigint(name, { mode: 'number' })
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

export const postImages = pgTable('post_images', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull(),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  createdAt: millis('created_at').notNull(),
})

export const posts = pgTable('posts', {
  id: serial('id').primaryKey(),
  authorId: integer('author_id').notNull(),
  body: text('body').notNull(),
  imageIds: integer('image_ids').array().notNull().default([]),
  createdAt: millis('created_at').notNull(),
  deletedAt: millis('deleted_at'),
})
export type PostRow = typeof posts.$inferSelect

export const readLater = pgTable(
  'read_later',
  {
    userId: integer('user_id').notNull(),
    articleId: integer('article_id').notNull(),
    game: text('game').notNull(),
    savedAt: millis('saved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
)
