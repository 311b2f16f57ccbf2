import { sql } from 'drizzle-orm'
import { bigint, customType, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { ArticleBody, ArticleState } from '../../protocol/articles'

// The typed view of migrations/0180_articles.sql: people_articles is written only by server/articles/store.ts,
// article_images only by server/articles/images.ts.

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

export const peopleArticles = pgTable('people_articles', {
  // The id space is shared with news_articles (see the migration).
  id: integer('id').primaryKey().default(sql`nextval('news_articles_id_seq')`),
  authorId: integer('author_id').notNull(),
  gameId: integer('game_id').notNull(),
  title: text('title').notNull(),
  cover: text('cover'),
  tags: jsonb('tags').$type<string[]>().notNull(),
  matchId: text('match_id'),
  body: jsonb('body').$type<ArticleBody>().notNull(),
  summary: text('summary').notNull(),
  state: text('state').$type<ArticleState>().notNull(),
  rejectReason: text('reject_reason'),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  submittedAt: bigint('submitted_at', { mode: 'number' }),
  publishedAt: bigint('published_at', { mode: 'number' }),
  views: integer('views').notNull(),
})
export type PeopleArticleRow = typeof peopleArticles.$inferSelect

export const articleImages = pgTable('article_images', {
  hash: text('hash').primaryKey(),
  ownerId: integer('owner_id').notNull(),
  mime: text('mime').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  data: bytea('data').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
})
