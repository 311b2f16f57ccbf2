import { and, count, desc, eq, gt, ne, type SQL } from 'drizzle-orm'
import type { Locale } from '../../protocol/constants'
import { gameById, gameBySlug, HOT_SLUG } from '../../protocol/games'
import { type ArticleSummary, NEWS_LIMITS } from '../../protocol/news'
import type { Database } from '../db/client'
import { type NewsArticleRow, newsArticles } from './tables'
import { articleText } from './templates'

// What readers see of the news: lists, hot lists and articles, written in the reader's language.

const DAY_MS = 24 * 60 * 60 * 1000

export function summaryOf(row: NewsArticleRow, locale: Locale): ArticleSummary {
  const kind = gameById(row.gameId)?.kind ?? 'moba'
  const { title, summary } = articleText(row.facts, kind, row.matchId, locale)
  return {
    id: row.id,
    gameId: row.gameId,
    kind: row.kind,
    matchId: row.matchId,
    title,
    summary,
    publishedAt: row.publishedAt,
    views: row.views,
  }
}

/** The game of a list's slug: a game id, or null for every game ('hot', 'recommend'). */
function gameFilter(slug: string | undefined): SQL | undefined {
  if (!slug || slug === HOT_SLUG || slug === 'recommend') return undefined
  const game = gameBySlug(slug === 'csgo' ? 'cs:go' : slug)
  return game ? eq(newsArticles.gameId, game.gameId) : undefined
}

export async function pageOfArticles(db: Database, slug: string, pageIndex: number, locale: Locale, now: number) {
  const hot = slug === HOT_SLUG
  const where = hot ? gt(newsArticles.publishedAt, now - NEWS_LIMITS.hotDays * DAY_MS) : gameFilter(slug)
  const [total] = await db.select({ n: count() }).from(newsArticles).where(where)
  const rows = await db
    .select()
    .from(newsArticles)
    .where(where)
    .orderBy(...(hot ? [desc(newsArticles.views)] : []), desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(NEWS_LIMITS.pageSize)
    .offset((pageIndex - 1) * NEWS_LIMITS.pageSize)
  return { total: Number(total?.n ?? 0), list: rows.map((row) => summaryOf(row, locale)) }
}

export async function hotArticles(db: Database, slug: string | undefined, locale: Locale, now: number) {
  const rows = await db
    .select()
    .from(newsArticles)
    .where(and(gt(newsArticles.publishedAt, now - NEWS_LIMITS.hotDays * DAY_MS), gameFilter(slug)))
    .orderBy(desc(newsArticles.views), desc(newsArticles.publishedAt))
    .limit(NEWS_LIMITS.hotSize)
  return rows.map((row) => summaryOf(row, locale))
}

export async function articleRow(db: Database, id: number): Promise<NewsArticleRow | null> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id))
  return row ?? null
}

export async function articlesOfMatch(db: Database, matchId: string, locale: Locale) {
  const rows = await db.select().from(newsArticles).where(eq(newsArticles.matchId, matchId)).orderBy(newsArticles.id)
  return rows.map((row) => summaryOf(row, locale))
}

/** Newest articles of the same game, the match's other article first. */
export async function relatedTo(db: Database, row: NewsArticleRow, locale: Locale) {
  const rows = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.gameId, row.gameId), ne(newsArticles.id, row.id)))
    .orderBy(desc(newsArticles.publishedAt))
    .limit(6)
  const sameMatch = rows.filter((r) => r.matchId === row.matchId)
  return [...sameMatch, ...rows.filter((r) => r.matchId !== row.matchId)].slice(0, 5).map((r) => summaryOf(r, locale))
}
