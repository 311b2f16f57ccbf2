import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Chapter } from '../../protocol/videos'
import type { Database } from '../db/client'
import { type VideoRow, videos, videoViews } from './tables'

// The owner of videos and video_views: every write of either table is one of the functions below.

export type NewRecording = Pick<
  VideoRow,
  | 'roomId'
  | 'anchorId'
  | 'broadcastNo'
  | 'matchId'
  | 'gameId'
  | 'title'
  | 'paid'
  | 'loginOnly'
  | 'startedAt'
  | 'storage'
>

/** A replay being recorded: listed nowhere until it is finished. */
export async function insertRecording(db: Database, recording: NewRecording): Promise<number> {
  const [row] = await db
    .insert(videos)
    .values({ ...recording, kind: 'replay', state: 'recording' })
    .returning({ id: videos.id })
  if (!row) throw new Error('the recording could not be stored')
  return row.id
}

/** A recording that has ended becomes a replay (VOD) with its length, size, chapters and gate. */
export async function finishRecording(
  db: Database,
  id: number,
  done: Pick<VideoRow, 'durationMs' | 'endedAt' | 'sizeBytes' | 'chapters' | 'hasCover' | 'paid' | 'loginOnly'>,
): Promise<void> {
  await db
    .update(videos)
    .set({ ...done, state: 'ready' })
    .where(eq(videos.id, id))
}

export type NewClip = NewRecording &
  Pick<VideoRow, 'durationMs' | 'endedAt' | 'sizeBytes' | 'hasCover' | 'parentId' | 'parentOffsetMs'> & {
    event: Chapter
  }

/** A highlight clip, cut and ready. */
export async function insertClip(db: Database, clip: NewClip): Promise<number> {
  const [row] = await db
    .insert(videos)
    .values({ ...clip, kind: 'clip', state: 'ready', chapters: [] })
    .returning({ id: videos.id })
  if (!row) throw new Error('the clip could not be stored')
  return row.id
}

/** Removes videos (their files are the caller's) and their view marks; returns the rows removed. */
export async function deleteVideos(db: Database, ids: readonly number[]): Promise<VideoRow[]> {
  if (ids.length === 0) return []
  await db.delete(videoViews).where(inArray(videoViews.videoId, [...ids]))
  return db
    .delete(videos)
    .where(inArray(videos.id, [...ids]))
    .returning()
}

/**
 * Counts a view of `viewer` (a user id or an address) once per hour: the mark's primary key decides, so
 * two racing requests of one viewer count one view. Returns whether it counted.
 */
export async function countView(db: Database, videoId: number, viewer: string, now: number): Promise<boolean> {
  const hour = Math.floor(now / 3_600_000)
  const marked = await db
    .insert(videoViews)
    .values({ videoId, viewer, hour })
    .onConflictDoNothing()
    .returning({ hour: videoViews.hour })
  if (marked.length === 0) return false
  await db
    .update(videos)
    .set({ views: sql`${videos.views} + 1` })
    .where(eq(videos.id, videoId))
  return true
}

/** View marks of past hours only keep a view from counting twice within its hour: older ones go. */
export async function pruneViewMarks(db: Database, now: number): Promise<void> {
  await db.delete(videoViews).where(lt(videoViews.hour, Math.floor(now / 3_600_000) - 1))
}

/** Recordings left in 'recording' by a process that stopped without finishing them, oldest first. */
export async function unfinishedRecordings(db: Database): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.kind, 'replay'), eq(videos.state, 'recording')))
    .orderBy(asc(videos.id))
}
