import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Chapter } from '../../protocol/videos'
import type { Database } from '../db/client'
import { uploadAllowances, type VideoRow, videos, videoViews } from './tables'

// The owner of videos, video_views and upload_allowances: every write of them is one of the functions below.

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

export type NewUpload = Pick<
  VideoRow,
  'anchorId' | 'gameId' | 'title' | 'durationMs' | 'startedAt' | 'storage' | 'sizeBytes' | 'jobOwner'
>

/**
 * An uploaded file, checked and waiting for its transcode: listed only to its uploader until it is ready.
 * Null when the uploader has one in flight already (the unique index of 0210_upload_limits.sql decides, so
 * two requests at once cannot both get theirs queued).
 */
export async function insertUpload(db: Database, upload: NewUpload): Promise<VideoRow | null> {
  const [row] = await db
    .insert(videos)
    .values({
      ...upload,
      kind: 'upload',
      state: 'processing',
      roomId: 0,
      broadcastNo: 0,
      progress: 0,
      jobBeatAt: upload.startedAt,
    })
    .onConflictDoNothing()
    .returning()
  return row ?? null
}

/** Whether the uploader has an upload waiting for or in its transcode. */
export async function hasUploadInFlight(db: Database, uploaderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.kind, 'upload'), eq(videos.anchorId, uploaderId), eq(videos.state, 'processing')))
    .limit(1)
  return row !== undefined
}

/**
 * Counts one more upload of `bytes` against the uploader's day, in one statement, only while the day stays
 * within `limit`: true when it was counted, false when the day is used up (nothing changes then).
 */
export async function takeUploadAllowance(
  db: Database,
  uploaderId: number,
  day: string,
  bytes: number,
  limit: { uploads: number; bytes: number },
): Promise<boolean> {
  if (bytes > limit.bytes || limit.uploads < 1) return false
  const rows = await db
    .insert(uploadAllowances)
    .values({ userId: uploaderId, day, uploads: 1, bytes })
    .onConflictDoUpdate({
      target: [uploadAllowances.userId, uploadAllowances.day],
      set: { uploads: sql`${uploadAllowances.uploads} + 1`, bytes: sql`${uploadAllowances.bytes} + excluded.bytes` },
      setWhere: sql`${uploadAllowances.uploads} < ${limit.uploads} and ${uploadAllowances.bytes} + excluded.bytes <= ${limit.bytes}`,
    })
    .returning({ uploads: uploadAllowances.uploads })
  return rows.length > 0
}

/** Forgets the allowances of days before `day` (kept a week for staff questions). */
export async function pruneUploadAllowances(db: Database, beforeDay: string): Promise<void> {
  await db.delete(uploadAllowances).where(lt(uploadAllowances.day, beforeDay))
}

const processingUpload = (id: number) =>
  and(eq(videos.id, id), eq(videos.kind, 'upload'), eq(videos.state, 'processing'))

/**
 * Takes an upload's job for `owner`: when it is this owner's already, nobody's, or its owner has said
 * nothing since `staleBefore` (that process stopped). The row, or null when another process has it or it
 * is no longer processing.
 */
export async function claimUpload(
  db: Database,
  id: number,
  owner: string,
  now: number,
  staleBefore: number,
): Promise<VideoRow | null> {
  const [row] = await db
    .update(videos)
    .set({ jobOwner: owner, jobBeatAt: now })
    .where(
      and(
        processingUpload(id),
        or(eq(videos.jobOwner, owner), isNull(videos.jobOwner), lt(videos.jobBeatAt, staleBefore)),
      ),
    )
    .returning()
  return row ?? null
}

/** The transcode's percent; false when the upload is gone (deleted) or no longer this owner's. */
export async function setUploadProgress(
  db: Database,
  id: number,
  owner: string,
  progress: number,
  now: number,
): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ progress, jobBeatAt: now })
    .where(and(processingUpload(id), eq(videos.jobOwner, owner)))
    .returning({ id: videos.id })
  return rows.length > 0
}

/** Says every upload `owner` holds (queued or running) is still in hand. */
export async function beatUploads(db: Database, owner: string, now: number): Promise<void> {
  await db
    .update(videos)
    .set({ jobBeatAt: now })
    .where(and(eq(videos.kind, 'upload'), eq(videos.state, 'processing'), eq(videos.jobOwner, owner)))
}

/** A stopping process lets go of its uploads, so the next process to start takes them at once. */
export async function releaseUploads(db: Database, owner: string): Promise<void> {
  await db
    .update(videos)
    .set({ jobOwner: null })
    .where(and(eq(videos.kind, 'upload'), eq(videos.state, 'processing'), eq(videos.jobOwner, owner)))
}

/** The transcode is done: the upload is a ready video. False when it was deleted meanwhile. */
export async function finishUpload(
  db: Database,
  id: number,
  done: Pick<VideoRow, 'durationMs' | 'sizeBytes' | 'hasCover' | 'endedAt'>,
): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ ...done, state: 'ready', progress: 100, jobOwner: null })
    .where(processingUpload(id))
    .returning({ id: videos.id })
  return rows.length > 0
}

/** The transcode failed: `failure` is the id of the message saying why; its files are gone. */
export async function failUpload(db: Database, id: number, failure: string, now: number): Promise<boolean> {
  const rows = await db
    .update(videos)
    .set({ state: 'failed', failure, sizeBytes: 0, endedAt: now, jobOwner: null })
    .where(processingUpload(id))
    .returning({ id: videos.id })
  return rows.length > 0
}

/** Uploads waiting for a process: nobody's, or their owner silent since `staleBefore`; oldest first. */
export async function orphanedUploads(db: Database, staleBefore: number): Promise<number[]> {
  const rows = await db
    .select({ id: videos.id })
    .from(videos)
    .where(
      and(
        eq(videos.kind, 'upload'),
        eq(videos.state, 'processing'),
        or(isNull(videos.jobOwner), lt(videos.jobBeatAt, staleBefore)),
      ),
    )
    .orderBy(asc(videos.id))
  return rows.map((row) => row.id)
}
