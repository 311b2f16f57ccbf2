import { and, count, eq, gt, inArray, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Locale } from '../../protocol/constants'
import { gameById, gameBySlug, HOT_SLUG } from '../../protocol/games'
import { type ArticleSummary, NEWS_LIMITS } from '../../protocol/news'
import { publishedSummaries } from '../articles/read'
import { peopleArticles } from '../articles/tables'
import type { Database } from '../db/client'
import { type NewsArticleRow, newsArticles } from './tables'
import { articleText } from './templates'

// What readers see of the news: lists, hot lists and articles, written in the reader's language. The lists
// hold the feed's articles and the published ones written by people (server/articles), which share one id
// space (people_articles takes its ids from news_articles' sequence), ordered together.

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
    cover: null,
    author: null,
  }
}

/** The game id of a list's slug, or null for every game ('hot', 'recommend'). */
function gameIdOf(slug: string | undefined): number | null {
  if (!slug || slug === HOT_SLUG || slug === 'recommend') return null
  return gameBySlug(slug === 'csgo' ? 'cs:go' : slug)?.gameId ?? null
}

type Listed = { id: number; people: boolean; publishedAt: number; views: number }

/** One page of both kinds of article, by ids first, then their summaries. */
async function listed(
  db: Database,
  where: { gameId: number | null; since: number | null },
  order: 'newest' | 'mostRead',
  limit: number,
  offset: number,
): Promise<{ rows: Listed[]; total: number }> {
  const feedWhere = and(
    where.gameId === null ? undefined : eq(newsArticles.gameId, where.gameId),
    where.since === null ? undefined : gt(newsArticles.publishedAt, where.since),
  )
  const peopleWhere = and(
    eq(peopleArticles.state, 'published'),
    where.gameId === null ? undefined : eq(peopleArticles.gameId, where.gameId),
    where.since === null ? undefined : gt(peopleArticles.publishedAt, where.since),
  )
  const feed = db
    .select({
      id: newsArticles.id,
      people: sql<boolean>`false`.as('people'),
      publishedAt: sql<number>`${newsArticles.publishedAt}`.as('published'),
      views: newsArticles.views,
    })
    .from(newsArticles)
    .where(feedWhere)
  const people = db
    .select({
      id: peopleArticles.id,
      people: sql<boolean>`true`.as('people'),
      publishedAt: sql<number>`${peopleArticles.publishedAt}`.as('published'),
      views: peopleArticles.views,
    })
    .from(peopleArticles)
    .where(peopleWhere)
  const ordering = order === 'mostRead' ? sql`views DESC, published DESC, id DESC` : sql`published DESC, id DESC`
  const rows = await unionAll(feed, people).orderBy(ordering).limit(limit).offset(offset)
  const [feedCount] = await db.select({ n: count() }).from(newsArticles).where(feedWhere)
  const [peopleCount] = await db.select({ n: count() }).from(peopleArticles).where(peopleWhere)
  return {
    rows: rows.map((row) => ({ ...row, publishedAt: Number(row.publishedAt), views: Number(row.views) })),
    total: Number(feedCount?.n ?? 0) + Number(peopleCount?.n ?? 0),
  }
}

async function summariesOf(db: Database, rows: Listed[], locale: Locale): Promise<ArticleSummary[]> {
  const feedIds = rows.filter((row) => !row.people).map((row) => row.id)
  const feedRows =
    feedIds.length > 0 ? await db.select().from(newsArticles).where(inArray(newsArticles.id, feedIds)) : []
  const feed = new Map(feedRows.map((row) => [row.id, summaryOf(row, locale)]))
  const people = await publishedSummaries(
    db,
    rows.filter((row) => row.people).map((row) => row.id),
  )
  return rows.flatMap((row) => (row.people ? people.get(row.id) : feed.get(row.id)) ?? [])
}

export async function pageOfArticles(db: Database, slug: string, pageIndex: number, locale: Locale, now: number) {
  const hot = slug === HOT_SLUG
  const where = hot
    ? { gameId: null, since: now - NEWS_LIMITS.hotDays * DAY_MS }
    : { gameId: gameIdOf(slug), since: null }
  const size = NEWS_LIMITS.pageSize
  const { rows, total } = await listed(db, where, hot ? 'mostRead' : 'newest', size, (pageIndex - 1) * size)
  return { total, list: await summariesOf(db, rows, locale) }
}

export async function hotArticles(db: Database, slug: string | undefined, locale: Locale, now: number) {
  const where = { gameId: gameIdOf(slug), since: now - NEWS_LIMITS.hotDays * DAY_MS }
  const { rows } = await listed(db, where, 'mostRead', NEWS_LIMITS.hotSize, 0)
  return summariesOf(db, rows, locale)
}

export async function articleRow(db: Database, id: number): Promise<NewsArticleRow | null> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id))
  return row ?? null
}

export async function articlesOfMatch(db: Database, matchId: string, locale: Locale) {
  const rows = await db.select().from(newsArticles).where(eq(newsArticles.matchId, matchId)).orderBy(newsArticles.id)
  return rows.map((row) => summaryOf(row, locale))
}

/** Newest articles of the same game (both kinds), the same match's first. */
export async function relatedTo(
  db: Database,
  of: { id: number; gameId: number; matchId: string | null },
  locale: Locale,
): Promise<ArticleSummary[]> {
  const { rows } = await listed(db, { gameId: of.gameId, since: null }, 'newest', 7, 0)
  const others = (await summariesOf(db, rows, locale)).filter((article) => article.id !== of.id)
  const sameMatch = others.filter((article) => of.matchId !== null && article.matchId === of.matchId)
  return [...sameMatch, ...others.filter((article) => !sameMatch.includes(article))].slice(0, 5)
}
