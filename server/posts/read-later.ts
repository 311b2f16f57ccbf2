import { and, desc, eq } from 'drizzle-orm'
import type { Locale } from '../../protocol/constants'
import type { ReadLaterItem } from '../../protocol/posts'
import { newsArticleTarget } from '../comments/targets'
import type { Database } from '../db/client'
import { readLater } from './tables'

// The owner of `read_later`: the articles a user saved to read later. Titles are written at reading time,
// in the reader's language; an article gone since it was saved drops out of the list.

/** At most this many saved articles per user are listed (the newest). */
const LIST_MAX = 200

export async function setReadLater(
  db: Database,
  entry: { userId: number; articleId: number; game: string; save: boolean; now: number },
): Promise<void> {
  if (entry.save)
    await db
      .insert(readLater)
      .values({ userId: entry.userId, articleId: entry.articleId, game: entry.game, savedAt: entry.now })
      .onConflictDoNothing()
  else
    await db.delete(readLater).where(and(eq(readLater.userId, entry.userId), eq(readLater.articleId, entry.articleId)))
}

export async function readLaterOf(db: Database, userId: number, locale: Locale): Promise<ReadLaterItem[]> {
  const rows = await db
    .select()
    .from(readLater)
    .where(eq(readLater.userId, userId))
    .orderBy(desc(readLater.savedAt))
    .limit(LIST_MAX)
  const items = await Promise.all(
    rows.map(async (row) => {
      const article = await newsArticleTarget(db, row.articleId, locale)
      if (!article) return null
      const { title, summary } = article
      return { articleId: row.articleId, game: row.game, title, summary, savedAt: row.savedAt }
    }),
  )
  return items.filter((item) => item !== null)
}
