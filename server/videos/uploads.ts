import { createWriteStream } from 'node:fs'
import { mkdir, open, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { and, desc, eq } from 'drizzle-orm'
import type { MessageDescriptor } from '../../protocol/messages'
import { VIDEO_MESSAGES } from '../../protocol/messages/videos'
import { type OwnUpload, VIDEO_UPLOAD_LIMITS } from '../../protocol/videos'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { probeVideo } from './ffmpeg'
import { coverUrl } from './read'
import { storageName } from './recorder'
import { deleteVideos, hasUploadInFlight, insertUpload, takeUploadAllowance } from './store'
import { type VideoRow, videos } from './tables'
import { UPLOAD_SOURCE } from './transcoder'
import { judgeProbe } from './upload-limits'

// Uploads as they arrive. Before a byte is read: one upload in flight per uploader, and the day's allowance
// (VIDEO_UPLOAD_LIMITS.perDay uploads, bytesPerDayInFiles × VIDEO_UPLOAD_MAX_MB) is taken in one statement.
// The body is streamed to a file in the video's own folder (never held in memory), counted against
// VIDEO_UPLOAD_MAX_MB as it comes; its type is read from its bytes (an ISO BMFF `ftyp` box: MP4, MOV), then
// ffprobe's MP4/MOV reader must find a length and a video stream within the limits of upload-limits.ts,
// before the row is made. Nothing the client says about the file (name, Content-Type) is asked.

/** Whether `head` starts with an ISO BMFF `ftyp` box: a 32-bit size of at least 8, then 'ftyp'. */
export function isIsoMedia(head: Buffer): boolean {
  return head.length >= 12 && head.readUInt32BE(0) >= 8 && head.toString('latin1', 4, 8) === 'ftyp'
}

export type Intake = {
  db: Database
  videoDir: string
  ffprobePath: string
  maxBytes: number
  now: number
}

/** The Beijing calendar day of `at` (epoch ms), 'YYYY-MM-DD': the day an uploader's allowance belongs to. */
export function beijingDay(at: number): string {
  return new Date(at + 8 * 3600_000).toISOString().slice(0, 10)
}

/**
 * Stores the file of `body` (`declaredBytes` long, as the request's Content-Length says) for `uploaderId`
 * and makes its row; the caller queues its transcode. Refusals are CallErrors, and leave nothing behind.
 */
export async function receiveUpload(
  intake: Intake,
  uploader: { id: number; title: string; gameId: number },
  body: Readable,
  declaredBytes: number,
): Promise<VideoRow> {
  const { db, videoDir, ffprobePath, maxBytes, now } = intake
  if (declaredBytes > maxBytes) throw new CallError(413, VIDEO_MESSAGES.uploadTooBig)
  if (declaredBytes < VIDEO_UPLOAD_LIMITS.minBytes) throw new CallError(400, VIDEO_MESSAGES.uploadType)
  if (await hasUploadInFlight(db, uploader.id)) throw new CallError(409, VIDEO_MESSAGES.uploadInFlight)
  const allowance = { uploads: VIDEO_UPLOAD_LIMITS.perDay, bytes: VIDEO_UPLOAD_LIMITS.bytesPerDayInFiles * maxBytes }
  if (!(await takeUploadAllowance(db, uploader.id, beijingDay(now), declaredBytes, allowance)))
    throw new CallError(429, VIDEO_MESSAGES.uploadDailyLimit)
  const storage = storageName('upload', now)
  const folder = join(videoDir, storage)
  const file = join(folder, UPLOAD_SOURCE)
  await mkdir(folder, { recursive: true })
  const refuse = async (code: number, message: MessageDescriptor): Promise<never> => {
    await rm(folder, { recursive: true, force: true })
    throw new CallError(code, message)
  }
  let received = 0
  try {
    await pipeline(
      body,
      async function* limit(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          received += chunk.length
          if (received > maxBytes || received > declaredBytes) throw new CallError(413, VIDEO_MESSAGES.uploadTooBig)
          yield chunk
        }
      },
      createWriteStream(file),
    )
  } catch (error) {
    return refuse(
      error instanceof CallError ? error.code : 400,
      error instanceof CallError ? error.descriptor : VIDEO_MESSAGES.uploadIncomplete,
    )
  }
  if (received !== declaredBytes) return refuse(400, VIDEO_MESSAGES.uploadIncomplete)
  const head = Buffer.alloc(12)
  const handle = await open(file, 'r')
  await handle.read(head, 0, 12, 0).finally(() => handle.close())
  if (!isIsoMedia(head)) return refuse(400, VIDEO_MESSAGES.uploadType)
  const verdict = judgeProbe(await probeVideo(ffprobePath, file))
  if (!verdict.ok) return refuse(400, verdict.message)
  const row = await insertUpload(db, {
    anchorId: uploader.id,
    gameId: uploader.gameId,
    title: uploader.title,
    durationMs: verdict.durationMs,
    startedAt: now,
    storage,
    sizeBytes: received,
    jobOwner: null,
  })
  return row ?? refuse(409, VIDEO_MESSAGES.uploadInFlight)
}

const FAILURES = new Map<string, MessageDescriptor>(Object.values(VIDEO_MESSAGES).map((m) => [m.id, m]))

/** The uploader's view of a row; `t` puts the failure into the caller's language. */
export function ownUploadOf(video: VideoRow, t: (message: MessageDescriptor) => string): OwnUpload {
  const failure = video.failure ? (FAILURES.get(video.failure) ?? VIDEO_MESSAGES.failedTranscode) : null
  return {
    id: video.id,
    title: video.title,
    gameId: video.gameId,
    state: video.state === 'ready' ? 'ready' : video.state === 'failed' ? 'failed' : 'processing',
    progress: video.state === 'ready' ? 100 : video.progress,
    failure: failure ? t(failure) : null,
    durationMs: video.durationMs,
    sizeBytes: video.sizeBytes,
    uploadedAt: video.startedAt,
    cover: coverUrl(video),
  }
}

/** The uploader's own uploads, newest first. */
export async function uploadsOf(db: Database, uploaderId: number): Promise<VideoRow[]> {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.kind, 'upload'), eq(videos.anchorId, uploaderId)))
    .orderBy(desc(videos.id))
    .limit(VIDEO_UPLOAD_LIMITS.listSize)
}

/**
 * Deletes one of the uploader's uploads and its folder; a transcode under way finds its row gone at its
 * next progress write and stops. False when it is no upload of theirs.
 */
export async function deleteUpload(db: Database, videoDir: string, uploaderId: number, id: number): Promise<boolean> {
  const [own] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.kind, 'upload'), eq(videos.anchorId, uploaderId)))
  if (!own) return false
  for (const row of await deleteVideos(db, [own.id]))
    await rm(join(videoDir, row.storage), { recursive: true, force: true })
  return true
}
