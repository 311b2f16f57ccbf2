import { and, desc, eq } from 'drizzle-orm'
import { NEWS_LIMITS } from '../../protocol/news'
import { publishedSummaries } from '../articles/read'
import { peopleArticles } from '../articles/tables'
import type { Database } from '../db/client'

// §7 /news/userHot/{userId}: a user's most read published articles, for their public page. Read-only over
// server/articles' table; the summaries are that module's.

export async function hotArticlesOf(db: Database, authorId: number) {
  const rows = await db
    .select({ id: peopleArticles.id })
    .from(peopleArticles)
    .where(and(eq(peopleArticles.authorId, authorId), eq(peopleArticles.state, 'published')))
    .orderBy(desc(peopleArticles.views), desc(peopleArticles.publishedAt))
    .limit(NEWS_LIMITS.hotSize)
  const summaries = await publishedSummaries(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => summaries.get(row.id)).filter((summary) => summary !== undefined)
}
