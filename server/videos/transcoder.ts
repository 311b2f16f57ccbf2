import { randomBytes } from 'node:crypto'
import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { VIDEO_MESSAGES } from '../../protocol/messages/videos'
import type { Database } from '../db/client'
import { repeatEvery } from '../jobs/repeat'
import type { Ffmpeg } from '../media/ffmpeg-path'
import { grabFrame, probeVideo } from './ffmpeg'
import { COVER } from './recorder'
import {
  beatUploads,
  claimUpload,
  failUpload,
  finishUpload,
  orphanedUploads,
  releaseUploads,
  setUploadProgress,
} from './store'
import type { VideoRow } from './tables'
import { startTranscode, type TranscodeJob } from './transcode-job'
import { judgeProbe, transcodeLimits, transcodeTimeoutMs, type UploadVideo } from './upload-limits'

// The queue of uploads waiting for their transcode: one job at a time per process, in upload order. Each
// upload is held by one process (videos.job_owner, beaten every 30 s): a process that stops lets go of its
// uploads, and every 30 s a process takes over the ones nobody holds or whose holder has been silent for
// 2 minutes (it crashed), so a restart resumes them from the start. The job writes the percent at most once
// a second; a deleted upload's job is stopped at its next write.

/** The uploaded file in the video's folder until its transcode is done. */
export const UPLOAD_SOURCE = 'source.upload'

const BEAT_MS = 30_000
const STALE_MS = 2 * 60_000
const PROGRESS_WRITE_MS = 1_000

export type TranscoderOptions = {
  db: Database
  log: FastifyBaseLogger
  videoDir: string
  ffmpeg: Pick<Ffmpeg, 'path' | 'ffprobe'>
  now?: () => number
  /** The time limit of a video's transcode (upload-limits.ts, from its frames; tests shorten it). */
  timeoutMs?: (video: UploadVideo) => number
}

export type Transcoder = {
  /** This process's name in videos.job_owner. */
  owner: string
  enqueue(id: number): void
  /** Resolves when the queue is empty and no job runs (tests). */
  idle(): Promise<void>
  stop(): Promise<void>
}

export function createTranscoder(options: TranscoderOptions): Transcoder {
  const { db, log, videoDir } = options
  const ffmpegPath = options.ffmpeg.path
  const now = options.now ?? Date.now
  const timeoutOf = options.timeoutMs ?? transcodeTimeoutMs
  const owner = `${process.pid}-${randomBytes(6).toString('hex')}`
  const queue: number[] = []
  let running: Promise<void> | null = null
  let job: TranscodeJob | null = null
  let stopped = false
  let waiters: (() => void)[] = []

  const drain = async () => {
    for (let id = queue.shift(); id !== undefined && !stopped; id = queue.shift()) {
      await runOne(id).catch((error: unknown) => log.error({ err: error, videoId: id }, 'videos: transcode failed'))
    }
    running = null
    for (const wake of waiters) wake()
    waiters = []
  }
  const enqueue = (id: number) => {
    if (stopped || queue.includes(id)) return
    queue.push(id)
    running ??= drain()
  }

  const fail = async (video: VideoRow, failure: string, detail?: string) => {
    log.warn({ videoId: video.id, failure, detail }, 'videos: upload failed')
    await rm(join(videoDir, video.storage), { recursive: true, force: true })
    await failUpload(db, video.id, failure, now())
  }

  const runOne = async (id: number) => {
    const video = await claimUpload(db, id, owner, now(), now() - STALE_MS)
    if (!video) return
    const folder = join(videoDir, video.storage)
    const source = await stat(join(folder, UPLOAD_SOURCE)).catch(() => null)
    if (!source) return fail(video, VIDEO_MESSAGES.failedInterrupted.id)
    // A job taken over from a stopped process starts again from the source.
    for (const name of await readdir(folder)) if (name !== UPLOAD_SOURCE) await rm(join(folder, name), { force: true })
    // Read again here (the intake's probe is not stored): what the job may cost follows from its frames.
    const verdict = judgeProbe(await probeVideo(options.ffmpeg.ffprobe, join(folder, UPLOAD_SOURCE)))
    if (!verdict.ok) return fail(video, verdict.message.id)
    const timeoutMs = timeoutOf(verdict.video)
    let written = -1
    let writtenAt = 0
    let writing: Promise<void> = Promise.resolve()
    const current = startTranscode({
      ffmpegPath,
      cwd: folder,
      input: UPLOAD_SOURCE,
      timeoutMs,
      limits: transcodeLimits(timeoutMs),
      onProgress: (outMs) => {
        // 99 at most until the files are complete and the row says ready.
        const percent = Math.min(99, Math.floor((outMs / Math.max(1, video.durationMs)) * 100))
        if (percent === written || now() - writtenAt < PROGRESS_WRITE_MS) return
        written = percent
        writtenAt = now()
        writing = writing
          .then(() => setUploadProgress(db, video.id, owner, percent, now()))
          .then((held) => {
            if (!held) current.cancel()
          })
          .catch((error: unknown) => log.warn({ err: error, videoId: video.id }, 'videos: progress not written'))
      },
    })
    job = current
    const outcome = await current.done
    job = null
    await writing
    if (!outcome.ok) {
      if (outcome.why === 'cancelled') {
        // Deleted (its row and folder went with the delete) or this process is stopping (released below).
        return
      }
      return fail(
        video,
        outcome.why === 'timeout' ? VIDEO_MESSAGES.failedTimeout.id : VIDEO_MESSAGES.failedTranscode.id,
        outcome.detail,
      )
    }
    // A damaged file ends early without an error: what came out must cover nearly all the probed length.
    if (outcome.outMs < video.durationMs * 0.9 && video.durationMs - outcome.outMs > 1_000)
      return fail(video, VIDEO_MESSAGES.failedDamaged.id, `${outcome.outMs} of ${video.durationMs} ms`)
    await rm(join(folder, UPLOAD_SOURCE), { force: true })
    const hasCover = await grabFrame(ffmpegPath, folder, 'seg-0.ts', COVER)
    const sizeBytes = await folderBytes(folder)
    const finished = await finishUpload(db, video.id, {
      durationMs: video.durationMs,
      sizeBytes,
      hasCover,
      endedAt: now(),
    })
    if (!finished) await rm(folder, { recursive: true, force: true })
    else log.info({ videoId: video.id, sizeBytes }, 'videos: upload transcoded')
  }

  const sweep = repeatEvery(
    BEAT_MS,
    async () => {
      await beatUploads(db, owner, now())
      for (const id of await orphanedUploads(db, now() - STALE_MS)) enqueue(id)
    },
    (error) => log.error({ err: error }, 'videos: upload queue sweep failed'),
  )

  return {
    owner,
    enqueue,
    idle: () => (running ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
    async stop() {
      stopped = true
      queue.length = 0
      job?.cancel()
      await sweep.stop()
      await running
      await releaseUploads(db, owner).catch((error: unknown) =>
        log.warn({ err: error }, 'videos: uploads not released at stop'),
      )
    },
  }
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0
  for (const name of await readdir(folder)) total += (await stat(join(folder, name))).size
  return total
}
