import { bigint, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import type { ArticleFacts, ArticleKind } from '../../protocol/news'

// The typed view of migrations/0160_news.sql; written only by server/news/writer.ts.

export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    matchId: text('match_id').notNull(),
    gameId: integer('game_id').notNull(),
    kind: text('kind').$type<ArticleKind>().notNull(),
    facts: jsonb('facts').$type<ArticleFacts>().notNull(),
    publishedAt: bigint('published_at', { mode: 'number' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [unique().on(t.matchId, t.kind)],
)
export type NewsArticleRow = typeof newsArticles.$inferSelect
