import { and, count, desc, eq, gt, isNull, ne, or, type SQL } from 'drizzle-orm'
import { gameBySlug, HOT_SLUG } from '../../protocol/games'
import { VIDEO_LIMITS, type VideoKind, type VideoSummary } from '../../protocol/videos'
import { users } from '../auth/tables'
import type { Database } from '../db/client'
import { type VideoRow, videos } from './tables'

// What viewers see of the videos: lists, the hot list, one video and its related ones. Only finished videos.

const DAY_MS = 24 * 60 * 60 * 1000

type Listed = { video: VideoRow; anchorName: string }

export function coverUrl(video: Pick<VideoRow, 'id' | 'hasCover'>): string | null {
  return video.hasCover ? `/vod/${video.id}/cover.jpg` : null
}

export function summaryOf({ video, anchorName }: Listed): VideoSummary {
  return {
    id: video.id,
    kind: video.kind,
    gameId: video.gameId,
    roomId: video.roomId,
    anchorName,
    title: video.title,
    matchId: video.matchId,
    event: video.event ?? null,
    durationMs: video.durationMs,
    startedAt: video.startedAt,
    endedAt: video.endedAt ?? video.startedAt + video.durationMs,
    views: video.views,
    cover: coverUrl(video),
    paid: video.paid,
    loginOnly: video.loginOnly,
  }
}

function select(db: Database, where: SQL | undefined) {
  return db
    .select({ video: videos, anchorName: users.username })
    .from(videos)
    .innerJoin(users, eq(users.id, videos.anchorId))
    .where(and(eq(videos.state, 'ready'), where))
}

/** The game of a list's slug; undefined for every game ('hot', 'recommend'). */
function gameFilter(slug: string): SQL | undefined {
  if (slug === HOT_SLUG || slug === 'recommend') return undefined
  const game = gameBySlug(slug === 'csgo' ? 'cs:go' : slug)
  return game ? eq(videos.gameId, game.gameId) : undefined
}

export async function pageOfVideos(
  db: Database,
  query: { slug: string; pageIndex: number; kind: VideoKind | undefined },
  now: number,
): Promise<{ list: VideoSummary[]; total: number }> {
  const hot = query.slug === HOT_SLUG
  const where = and(
    hot ? gt(videos.endedAt, now - VIDEO_LIMITS.hotDays * DAY_MS) : gameFilter(query.slug),
    query.kind ? eq(videos.kind, query.kind) : undefined,
  )
  const [total] = await db
    .select({ n: count() })
    .from(videos)
    .where(and(eq(videos.state, 'ready'), where))
  const rows = await select(db, where)
    .orderBy(...(hot ? [desc(videos.views)] : []), desc(videos.endedAt), desc(videos.id))
    .limit(VIDEO_LIMITS.pageSize)
    .offset((query.pageIndex - 1) * VIDEO_LIMITS.pageSize)
  return { total: Number(total?.n ?? 0), list: rows.map(summaryOf) }
}

export async function videoRow(db: Database, id: number): Promise<Listed | null> {
  const [row] = await select(db, eq(videos.id, id))
  return row ?? null
}

/** Videos of the same match first (its replay and clips), then the newest of the same game. */
export async function relatedTo(db: Database, video: VideoRow): Promise<VideoSummary[]> {
  const sameMatch = video.matchId
    ? await select(db, and(eq(videos.matchId, video.matchId), ne(videos.id, video.id)))
        .orderBy(desc(videos.kind), videos.startedAt)
        .limit(VIDEO_LIMITS.relatedSize)
    : []
  const sameGame = await select(
    db,
    and(
      eq(videos.gameId, video.gameId),
      ne(videos.id, video.id),
      video.matchId ? or(ne(videos.matchId, video.matchId), isNull(videos.matchId)) : undefined,
    ),
  )
    .orderBy(desc(videos.endedAt))
    .limit(VIDEO_LIMITS.relatedSize)
  return [...sameMatch, ...sameGame].slice(0, VIDEO_LIMITS.relatedSize).map(summaryOf)
}
