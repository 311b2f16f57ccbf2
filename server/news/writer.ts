import { and, desc, eq, gt, lte, sql } from 'drizzle-orm'
import { gameById } from '../../protocol/games'
import { type ArticleFacts, NEWS_LIMITS } from '../../protocol/news'
import type { Database } from '../db/client'
import { letOthersIn, repeatEvery } from '../jobs/repeat'
import { selectMatches, toMatch } from '../matches/read'
import { matchEvents, matches } from '../matches/tables'
import { previewFacts, reportFacts } from './facts'
import { newsArticles } from './tables'

// The owner of news_articles. Every few seconds: a preview for each match starting within a day that has
// none, a report for each match that ended (within the last hours) without one. The (match, kind) key
// makes a pass safe to run twice or on two servers at once.

const BATCH = 200

/** When the match ended: its last event's time. updated_at is when the row was stored, which a first start's
 * history fill makes "now" for a month of matches; it stands in only for a row without events. */
const endedAt = sql<number>`COALESCE((SELECT e.at FROM ${matchEvents} e WHERE e.match_id = ${matches.id}
  AND e.seq = ${matches.seq}), ${matches.updatedAt})`

/** One pass; how many articles it wrote. */
export async function writeArticles(db: Database, now: number): Promise<{ previews: number; reports: number }> {
  const missing = (kind: 'preview' | 'report') =>
    sql`NOT EXISTS (SELECT 1 FROM news_articles a WHERE a.match_id = ${matches.id} AND a.kind = ${kind})`
  const upcoming = await selectMatches(db)
    .where(
      and(
        eq(matches.status, 'notStarted'),
        eq(matches.phase, 'scheduled'),
        gt(matches.startTime, now),
        lte(matches.startTime, now + NEWS_LIMITS.previewAheadMs),
        missing('preview'),
      ),
    )
    .orderBy(matches.startTime)
    .limit(BATCH)
  const ended = await selectMatches(db)
    .where(
      and(
        eq(matches.status, 'closed'),
        eq(matches.phase, 'ended'),
        // Stored lately, and ended lately: a match of last month that the history fill stored today gets
        // no report dated today.
        gt(matches.updatedAt, now - NEWS_LIMITS.reportWithinMs),
        gt(endedAt, now - NEWS_LIMITS.reportWithinMs),
        missing('report'),
      ),
    )
    // Newest first: a match that just ended is reported on the next pass, however long the backlog.
    .orderBy(desc(endedAt))
    .limit(BATCH)
  let previews = 0
  let reports = 0
  for (const row of upcoming) {
    await letOthersIn()
    const match = toMatch(row)
    const facts = await previewFacts(db, match)
    previews += await insert(db, match.id, match.gameId, facts, now)
  }
  for (const row of ended) {
    await letOthersIn()
    const match = toMatch(row)
    const game = gameById(match.gameId)
    if (!game) continue
    const facts = await reportFacts(db, match, game.kind)
    // Dated when the match ended, so reports written late (a server that was down) still list in order.
    const [last] = await db
      .select({ at: matchEvents.at })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, match.id), eq(matchEvents.seq, row.match.seq)))
    reports += await insert(db, match.id, match.gameId, facts, Math.min(now, last?.at ?? row.match.updatedAt))
  }
  return { previews, reports }
}

async function insert(db: Database, matchId: string, gameId: number, facts: ArticleFacts, now: number) {
  const added = await db
    .insert(newsArticles)
    .values({ matchId, gameId, kind: facts.kind, facts, publishedAt: now })
    .onConflictDoNothing()
    .returning({ id: newsArticles.id })
  return added.length
}

/** Counts one read of an article. */
export async function countView(db: Database, id: number): Promise<void> {
  await db
    .update(newsArticles)
    .set({ views: sql`${newsArticles.views} + 1` })
    .where(eq(newsArticles.id, id))
}

/** Writes every few seconds until stopped. */
export function startNewsWriter(options: {
  db: Database
  now?: () => number
  intervalMs?: number
  log: { error: (o: object, m: string) => void; info: (o: object, m: string) => void }
}) {
  const now = options.now ?? Date.now
  return repeatEvery(
    options.intervalMs ?? 5000,
    async () => {
      const written = await writeArticles(options.db, now())
      if (written.previews + written.reports > 0) options.log.info(written, 'news written')
    },
    (error) => options.log.error({ err: error }, 'news writing failed; retrying on the next pass'),
  )
}
