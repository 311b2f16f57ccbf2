import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { ArticleAuthor, ArticleState, OwnArticle } from '../../protocol/articles'
import { ARTICLE_LIMITS, bodyText } from '../../protocol/articles'
import type { ArticleSummary } from '../../protocol/news'
import { users } from '../auth/tables'
import { avatarUrl } from '../auth/users'
import type { Database } from '../db/client'
import { type PeopleArticleRow, peopleArticles } from './tables'

// What is read of the articles written by people: an author's own (every state), the review queue, and the
// published ones as the news lists and the article page show them.

type Joined = { article: PeopleArticleRow; author: ArticleAuthor }

const withAuthor = (db: Database) =>
  db
    .select({
      article: peopleArticles,
      uid: users.id,
      username: users.username,
      avatarVersion: users.avatarVersion,
    })
    .from(peopleArticles)
    .innerJoin(users, eq(users.id, peopleArticles.authorId))

async function joined(db: Database, where: SQL | undefined, page?: number): Promise<{ rows: Joined[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(peopleArticles).where(where)
  const query = withAuthor(db)
    .where(where)
    .orderBy(desc(peopleArticles.updatedAt), desc(peopleArticles.id))
    .limit(ARTICLE_LIMITS.pageSize)
    .offset(((page ?? 1) - 1) * ARTICLE_LIMITS.pageSize)
  const rows = (await query).map(({ article, uid, username, avatarVersion }) => ({
    article,
    author: { uid, username, avatar: avatarUrl({ id: uid, avatarVersion }) },
  }))
  return { rows, total: Number(total?.n ?? 0) }
}

export function ownArticleOf({ article: a, author }: Joined): OwnArticle {
  return {
    id: a.id,
    gameId: a.gameId,
    title: a.title,
    cover: a.cover,
    tags: a.tags,
    matchId: a.matchId,
    body: a.body,
    state: a.state,
    rejectReason: a.rejectReason,
    author,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    submittedAt: a.submittedAt,
    publishedAt: a.publishedAt,
    views: a.views,
  }
}

/** One article with its author, whatever its state (callers decide who may see it). */
export async function articleWithAuthor(db: Database, id: number): Promise<Joined | null> {
  const { rows } = await joined(db, eq(peopleArticles.id, id))
  return rows[0] ?? null
}

/** An author's own articles, newest change first. */
export async function articlesOfAuthor(db: Database, authorId: number, page: number, states?: ArticleState[]) {
  const where = and(eq(peopleArticles.authorId, authorId), states ? inArray(peopleArticles.state, states) : undefined)
  const { rows, total } = await joined(db, where, page)
  return { list: rows.map(ownArticleOf), total }
}

/** The review queue: submitted articles, the longest waiting first. */
export async function reviewQueue(db: Database, page: number) {
  const where = eq(peopleArticles.state, 'submitted')
  const [total] = await db.select({ n: count() }).from(peopleArticles).where(where)
  const rows = await withAuthor(db)
    .where(where)
    .orderBy(peopleArticles.submittedAt, peopleArticles.id)
    .limit(ARTICLE_LIMITS.pageSize)
    .offset((page - 1) * ARTICLE_LIMITS.pageSize)
  return {
    total: Number(total?.n ?? 0),
    list: rows.map(({ article, uid, username, avatarVersion }) =>
      ownArticleOf({ article, author: { uid, username, avatar: avatarUrl({ id: uid, avatarVersion }) } }),
    ),
  }
}

/** A published article as the news lists show it. */
export function summaryOfPeople({ article: a, author }: Joined): ArticleSummary {
  return {
    id: a.id,
    gameId: a.gameId,
    kind: 'article',
    matchId: a.matchId,
    title: a.title,
    summary: a.summary,
    publishedAt: a.publishedAt ?? a.updatedAt,
    views: a.views,
    cover: a.cover,
    author,
  }
}

/** Published articles by id, as summaries (ids of other articles are left out). */
export async function publishedSummaries(db: Database, ids: number[]): Promise<Map<number, ArticleSummary>> {
  if (ids.length === 0) return new Map()
  const rows = await withAuthor(db).where(and(inArray(peopleArticles.id, ids), eq(peopleArticles.state, 'published')))
  return new Map(
    rows.map(({ article, uid, username, avatarVersion }) => [
      article.id,
      summaryOfPeople({ article, author: { uid, username, avatar: avatarUrl({ id: uid, avatarVersion }) } }),
    ]),
  )
}

/** A user's published articles as their public page lists them (/user/{id}/news/{page}). */
export async function publishedArticlesOf(db: Database, authorId: number, page: number) {
  const { list, total } = await articlesOfAuthor(db, authorId, page, ['published'])
  return {
    total,
    list: list.map((article) => ({
      id: String(article.id),
      title: article.title,
      summary: bodyText(article.body).slice(0, 120),
      cover: article.cover,
      time: article.publishedAt ?? article.updatedAt,
    })),
  }
}
