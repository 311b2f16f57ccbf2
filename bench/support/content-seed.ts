import { desc, eq } from 'drizzle-orm'
import type { ArticleBody, ArticleDraft } from '../../protocol/articles'
import { GAMES, type GameId } from '../../protocol/games'
import type { Chapter } from '../../protocol/videos'
import { reviewArticle, saveArticle } from '../../server/articles/store'
import { findOrRegister } from '../../server/auth/users'
import { insertComment } from '../../server/comments/store'
import type { Database } from '../../server/db/client'
import { newUserBonus } from '../../server/ledger/bonus'
import { newsArticles } from '../../server/news/tables'
import { writeArticles } from '../../server/news/writer'
import { createRng } from '../../server/seed/prng'
import { insertCatalogue, insertMatch } from '../../server/test-support/fixtures'
import { finishRecording, insertClip, insertRecording } from '../../server/videos/store'
import { videos as videoTable } from '../../server/videos/tables'

// The content of the list-page bench, written through the owners of each table: news from the feed by
// server/news/writer.ts (a preview before each match, a report after each), people's articles saved,
// submitted and passed through server/articles/store.ts, replays and clips through server/videos/store.ts,
// comments through server/comments/store.ts. Everything is dated over the last `days` before `now`, so the
// 7-day hot lists hold about half of it. The newest LoL article of each kind and the newest LoL video carry
// a long comment thread (what /newsComment{id}/1 reads).

const HOUR = 3_600_000
/** The news writer's passes over the span, this far apart. */
const PASS_MS = 3 * HOUR
const gameIds = GAMES.map((game) => game.gameId)

export type ContentCounts = { feedNews: number; peopleArticles: number; videos: number; comments: number }

export async function seedContent(
  db: Database,
  options: { feedNews: number; peopleArticles: number; videos: number; now: number; days: number },
): Promise<ContentCounts> {
  const rng = createRng('content-bench')
  const { now } = options
  const start = now - options.days * 24 * HOUR
  const at = (i: number, count: number) => start + Math.floor(((i + 0.5) / count) * (now - HOUR - start))
  await insertCatalogue(db, gameIds)
  const users = []
  for (let i = 0; i < 40; i++) {
    const mobile = `139${String(10_000_000 + i).slice(-8)}`
    users.push(
      (
        await findOrRegister(
          db,
          { mobile },
          { username: `用户${i}`, promotionChannelId: undefined, now: start },
          newUserBonus(start),
        )
      ).row.id,
    )
  }
  const [authors, anchors, readers] = [users.slice(0, 10), users.slice(10, 20), users.slice(20)]

  // Feed news: half the matches are previewed (they stay unstarted), half reported (they end as they
  // start); the writer runs every 3 hours of the span, so each article is dated when it would have been.
  const matchCount = Math.ceil(options.feedNews / 2)
  const planned = Array.from({ length: matchCount * 2 }, (_, i) => ({
    id: `bench-${String(i).padStart(4, '0')}`,
    gameId: gameIds[i % gameIds.length] as number,
    startTime: at(Math.floor(i / 2), matchCount),
    status: i % 2 === 0 ? ('notStarted' as const) : ('closed' as const),
  }))
  const previewed = planned.filter((match) => match.status === 'notStarted')
  const reported = planned.filter((match) => match.status === 'closed')
  let feedNews = 0
  for (let t = start; t < now + PASS_MS; t += PASS_MS) {
    // Before the pass: the matches starting within its next 3 hours (to preview), those that ended (to report).
    for (const match of previewed)
      if (match.startTime > t && match.startTime <= t + PASS_MS) await insertMatch(db, match)
    for (const match of reported)
      if (match.startTime > t - PASS_MS && match.startTime <= t) await insertMatch(db, match)
    const written = await writeArticles(db, t)
    feedNews += written.previews + written.reports
  }

  let peopleArticles = 0
  const published: { id: number; gameId: number }[] = []
  for (let i = 0; i < options.peopleArticles; i++) {
    const gameId = gameIds[i % gameIds.length] as GameId
    const publishedAt = at(i, options.peopleArticles)
    const authorId = rng.pick(authors)
    const draft = articleDraft(
      i,
      gameId,
      rng.chance(0.5) ? rng.pick(planned.filter((m) => m.gameId === gameId)).id : null,
    )
    const id = await saveArticle(db, { authorId, id: null, draft, submit: true, now: publishedAt - HOUR })
    await reviewArticle(db, { id, pass: true, reason: null, now: publishedAt })
    published.push({ id, gameId })
    peopleArticles++
  }

  // Videos: two clips cut from each replay, of the replay's game and anchor.
  let videos = 0
  const replayCount = Math.ceil(options.videos / 3)
  for (let i = 0; i < replayCount && videos < options.videos; i++) {
    const gameId = gameIds[i % gameIds.length] as number
    const anchor = anchors[i % anchors.length] as number
    const startedAt = at(i, replayCount)
    const durationMs = rng.int(40, 180) * 60_000
    const chapters: Chapter[] = Array.from({ length: 6 }, (_, c) => ({
      offsetMs: (c + 1) * Math.floor(durationMs / 7),
      kind: 'kill',
      side: c % 2 === 0 ? 'home' : 'guest',
      detail: null,
      period: 1,
      clock: (c + 1) * 300,
    }))
    const recording = {
      roomId: 1000 + anchors.indexOf(anchor),
      anchorId: anchor,
      broadcastNo: i + 1,
      matchId: planned[i * 2 + 1]?.id ?? null,
      gameId,
      title: `${GAMES[i % GAMES.length]?.slug} 直播回放 第${i + 1}场`,
      paid: false,
      loginOnly: false,
      startedAt,
      storage: `bench/replay-${i}`,
    }
    const id = await insertRecording(db, recording)
    const endedAt = startedAt + durationMs
    await finishRecording(db, id, {
      durationMs,
      endedAt,
      sizeBytes: durationMs * 300,
      chapters,
      hasCover: false,
      paid: false,
      loginOnly: false,
    })
    videos++
    for (const chapter of chapters.slice(0, Math.min(2, options.videos - videos))) {
      await insertClip(db, {
        ...recording,
        title: `${recording.title} 集锦`,
        startedAt: startedAt + chapter.offsetMs - 6000,
        storage: `bench/clip-${i}-${chapter.offsetMs}`,
        durationMs: 10_000,
        endedAt: startedAt + chapter.offsetMs + 4000,
        sizeBytes: 2_000_000,
        hasCover: false,
        parentId: id,
        parentOffsetMs: chapter.offsetMs - 6000,
        event: chapter,
      })
      videos++
    }
  }

  let comments = 0
  const comment = async (kind: 'news' | 'video', targetId: number, parentId: number | null, n: number) => {
    comments++
    const row = await insertComment(db, {
      kind,
      targetId,
      parentId,
      authorId: rng.pick(readers),
      body: `第${n}条评论：${rng.pick(['这场打得漂亮', '期待下一场', '分析到位', '不同意这个看法', '主队加油'])}`,
      now: now - (200 - n) * 60_000,
    })
    return row.id
  }
  const thread = async (kind: 'news' | 'video', targetId: number) => {
    for (let n = 0; n < 100; n++) {
      const id = await comment(kind, targetId, null, n)
      if (n % 4 === 0) for (let r = 0; r < 3; r++) await comment(kind, targetId, id, n)
    }
  }
  await thread('news', (await newestNews(db, 1)) ?? 0)
  await thread('news', published.filter((article) => article.gameId === 1).at(-1)?.id ?? 0)
  await thread('video', (await newestVideo(db, 1)) ?? 0)
  // A few comments on every tenth article of people.
  for (const [i, article] of published.entries()) if (i % 10 === 0) await comment('news', article.id, null, i % 200)
  return { feedNews, peopleArticles, videos, comments }
}

/** The first feed article of a game's list (newest first). */
async function newestNews(db: Database, gameId: number) {
  const [row] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(eq(newsArticles.gameId, gameId))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(1)
  return row?.id
}

/** The first video of a game's list (newest end first). */
async function newestVideo(db: Database, gameId: number) {
  const [row] = await db
    .select({ id: videoTable.id })
    .from(videoTable)
    .where(eq(videoTable.gameId, gameId))
    .orderBy(desc(videoTable.endedAt), desc(videoTable.id))
    .limit(1)
  return row?.id
}

/** A person's article of about 1,500 characters: headings, paragraphs and a list. */
function articleDraft(i: number, gameId: GameId, matchId: string | null): ArticleDraft {
  const slug = GAMES.find((game) => game.gameId === gameId)?.slug ?? 'lol'
  const paragraph = (n: number) => ({
    type: 'paragraph' as const,
    content: [
      {
        type: 'text' as const,
        text:
          `第${n}段：本场比赛双方在前期的资源争夺上各有所得，中期的团战决定了比赛的走向。` +
          '从数据上看，主队的经济领先主要来自野区的压制和边路的推进，而客队在关键时刻的决策略显保守。'.repeat(2),
      },
    ],
  })
  const body: ArticleBody = {
    type: 'doc',
    content: [
      paragraph(1),
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '比赛回顾' }] },
      paragraph(2),
      paragraph(3),
      {
        type: 'bulletList',
        content: ['前期：小龙争夺', '中期：团战失利', '后期：高地攻防'].map((text) => ({
          type: 'listItem' as const,
          content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
        })),
      },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '展望' }] },
      paragraph(4),
      paragraph(5),
    ],
  }
  return { gameId, title: `${slug.toUpperCase()} 赛事分析第${i + 1}篇`, cover: null, tags: [slug], matchId, body }
}
