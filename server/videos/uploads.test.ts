import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VIDEO_MESSAGES } from '../../protocol/messages/videos'
import type { OwnUpload, VideoDetail, VideoSummary } from '../../protocol/videos'
import { createSession } from '../auth/sessions'
import { users } from '../auth/tables'
import { grantRole } from '../auth/users'
import { findFfmpeg } from '../media/ffmpeg-path'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { insertCatalogue } from '../test-support/fixtures'
import { callJava } from '../test-support/http-client'
import { startTestServer, type TestServer } from '../test-support/server'
import { parseProbe } from './ffmpeg'
import { storageName } from './recorder'
import { enforceRetention } from './retention'
import { failUpload, finishUpload, insertUpload, type NewUpload, takeUploadAllowance } from './store'
import { videos } from './tables'
import { createTranscoder, UPLOAD_SOURCE } from './transcoder'
import { judgeProbe } from './upload-limits'
import { beijingDay, isIsoMedia } from './uploads'

// Uploads end to end through the real ffmpeg: the checks at the door (role, size, bytes, probe, one in
// flight, the day's allowance), the transcode to a VOD playlist with its percent, a damaged file failing with
// its reason, a job taken over after its process stopped, a job past its time limit, and delete.

const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH)
const tools = { path: ffmpeg?.path ?? 'ffmpeg', ffprobe: ffmpeg?.ffprobe ?? 'ffprobe' }
const log = pino({ level: 'silent' })
const MAX_MB = 1

let database: TestDatabase
let server: TestServer
let videoDir: string
let sample: Buffer
let made = 0

type TestUser = { uid: number; token: string }
async function user(role?: 'anchor' | 'creator' | 'admin'): Promise<TestUser> {
  made++
  const [row] = await database.db
    .insert(users)
    .values({ mobile: `136${String(made).padStart(8, '0')}`, username: `上传者${made}`, createdAt: Date.now() })
    .returning({ id: users.id })
  if (!row) throw new Error('no user')
  if (role) await grantRole(database.db, row.id, role)
  return { uid: row.id, token: (await createSession(database.db, row.id, Date.now())).token }
}

async function upload(body: Buffer, as: TestUser | null, query = { title: '测试上传', gameId: '1' }) {
  const url = new URL('/java/video/upload', server.url)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  const response = await fetch(url, {
    method: 'POST',
    headers: { sysType: 'PC', 'content-type': 'application/octet-stream', ...(as && { token: as.token }) },
    body: new Uint8Array(body),
  })
  return (await response.json()) as { status: string; code: number; msg: string; result: OwnUpload | null }
}

/** What every video but `ids` takes, bytes (other tests' videos share the database). */
async function usedBytesExcept(ids: number[]): Promise<number> {
  const rows = await database.db.select({ id: videos.id, size: videos.sizeBytes }).from(videos)
  return rows.filter((row) => !ids.includes(row.id)).reduce((sum, row) => sum + row.size, 0)
}

async function stored(upload: NewUpload) {
  const row = await insertUpload(database.db, upload)
  if (!row) throw new Error('the uploader has an upload in flight')
  return row
}

const listOf = async (as: TestUser) =>
  (await callJava<{ list: OwnUpload[] }>(server.url, '/video/uploads', { token: as.token })).result?.list ?? []

async function settled(as: TestUser, id: number): Promise<OwnUpload> {
  let seen: OwnUpload | undefined
  await expect
    .poll(
      async () => {
        seen = (await listOf(as)).find((u) => u.id === id)
        return seen?.state
      },
      { timeout: 30_000, interval: 200 },
    )
    .not.toBe('processing')
  if (!seen) throw new Error('upload not listed')
  return seen
}

beforeAll(async () => {
  if (!ffmpeg) throw new Error('these tests need ffmpeg')
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1])
  const dir = mkdtempSync(join(tmpdir(), 'scorecast-upload-src-'))
  // Three seconds of a test picture and tone, its index at the front (so a truncated copy still opens).
  execFileSync(
    ffmpeg.path,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=duration=3', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-movflags', '+faststart', join(dir, 'out.mp4')],
    ],
    { timeout: 30_000 },
  )
  sample = readFileSync(join(dir, 'out.mp4'))
  videoDir = mkdtempSync(join(tmpdir(), 'scorecast-uploads-'))
  server = await startTestServer(database.db, { VIDEO_DIR: videoDir, VIDEO_UPLOAD_MAX_MB: String(MAX_MB) })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await database?.close()
})

describe('the upload', () => {
  it('is transcoded to a playable VOD playlist, its percent reaching 100, and listed once ready', async () => {
    const creator = await user('creator')
    const answer = await upload(sample, creator)
    expect(answer.status).toBe('success')
    const id = answer.result?.id ?? 0
    expect(answer.result).toMatchObject({ state: 'processing', title: '测试上传', gameId: 1 })
    expect(answer.result?.durationMs).toBeGreaterThan(2_900)

    const done = await settled(creator, id)
    expect(done).toMatchObject({ state: 'ready', progress: 100, failure: null })
    expect(done.cover).toBe(`/vod/${id}/cover.jpg`)
    const [row] = await database.db.select().from(videos).where(eq(videos.id, id))
    const folder = join(videoDir, row?.storage ?? '')
    expect(existsSync(join(folder, UPLOAD_SOURCE))).toBe(false)
    const playlist = readFileSync(join(folder, 'index.m3u8'), 'utf8')
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD')
    expect(playlist).toContain('#EXT-X-ENDLIST')
    expect(readdirSync(folder)).toContain('seg-0.ts')

    // Listed with the others, and played through the signed vod route.
    const list = await callJava<{ list: VideoSummary[] }>(server.url, '/lol/video/1')
    expect(list.result?.list.find((v) => v.id === id)).toMatchObject({ kind: 'upload', anchorName: `上传者${made}` })
    const detail = await callJava<VideoDetail>(server.url, `/lol/video${id}`)
    expect(detail.result?.playback).toMatchObject({ format: 'hls', gate: 'open' })
    const served = await fetch(new URL(detail.result?.playback.url ?? '', server.url))
    expect(served.status).toBe(200)
    expect(await served.text()).toContain('seg-0.ts')
    expect((await fetch(new URL(`/vod/${id}/cover.jpg`, server.url))).headers.get('content-type')).toBe('image/jpeg')
  }, 60_000)

  it('refuses what is no MP4/MOV by its bytes, whatever it is called', async () => {
    const anchor = await user('anchor')
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(200, 7)])
    const refused = await upload(png, anchor)
    expect(refused).toMatchObject({ status: 'fail', code: 400, msg: VIDEO_MESSAGES.uploadType.message })
    const text = await upload(Buffer.from('not a video at all, only words. '.repeat(10)), anchor)
    expect(text.code).toBe(400)
    // An ftyp box that ffmpeg cannot read as a video.
    const fake = Buffer.concat([Buffer.from('00000018667479706d703432', 'hex'), Buffer.alloc(500, 1)])
    expect(await upload(fake, anchor)).toMatchObject({ code: 400, msg: VIDEO_MESSAGES.uploadUnreadable.message })
    expect(await listOf(anchor)).toEqual([])
    expect(readdirSync(videoDir).filter((name) => name.startsWith('upload-'))).toHaveLength(1)
  })

  it('refuses a file over VIDEO_UPLOAD_MAX_MB, which the uploader list states', async () => {
    const admin = await user('admin')
    const listed = await callJava<{ maxBytes: number }>(server.url, '/video/uploads', { token: admin.token })
    expect(listed.result?.maxBytes).toBe(MAX_MB * 1024 * 1024)
    const big = Buffer.concat([sample, Buffer.alloc(MAX_MB * 1024 * 1024)])
    expect(await upload(big, admin)).toMatchObject({
      status: 'fail',
      code: 413,
      msg: VIDEO_MESSAGES.uploadTooBig.message,
    })
  })

  it('is only for anchors, creators, experts and administrators', async () => {
    expect((await upload(sample, null)).code).toBe(401)
    const ordinary = await user()
    expect(await upload(sample, ordinary)).toMatchObject({ status: 'fail', code: 403 })
    const creator = await user('creator')
    expect((await upload(sample, creator, { title: 'x', gameId: '1' })).msg).toBe(VIDEO_MESSAGES.uploadTitle.message)
    expect((await upload(sample, creator, { title: '好标题', gameId: '99' })).code).toBe(400)
    expect((await callJava(server.url, '/video/uploads', { token: ordinary.token })).code).toBe(403)
  })

  it('of a damaged (truncated) MP4 ends failed with the reason', async () => {
    const creator = await user('creator')
    const answer = await upload(sample.subarray(0, Math.floor(sample.length * 0.6)), creator)
    expect(answer.status).toBe('success')
    const done = await settled(creator, answer.result?.id ?? 0)
    expect(done).toMatchObject({ state: 'failed', failure: VIDEO_MESSAGES.failedDamaged.message })
    const [row] = await database.db.select().from(videos).where(eq(videos.id, done.id))
    expect(existsSync(join(videoDir, row?.storage ?? 'x'))).toBe(false)
    // Not listed for viewers.
    const detail = await callJava(server.url, `/lol/video${done.id}`)
    expect(detail.code).toBe(404)
  }, 60_000)

  it('is deleted by its uploader only, files and all', async () => {
    const creator = await user('creator')
    const other = await user('creator')
    const id = (await upload(sample, creator)).result?.id ?? 0
    await settled(creator, id)
    const [row] = await database.db.select().from(videos).where(eq(videos.id, id))
    expect((await callJava(server.url, '/video/upload/delete', { body: { id }, token: other.token })).code).toBe(404)
    expect((await callJava(server.url, '/video/upload/delete', { body: { id }, token: creator.token })).status).toBe(
      'success',
    )
    expect(await listOf(creator)).toEqual([])
    expect(existsSync(join(videoDir, row?.storage ?? 'x'))).toBe(false)
  }, 60_000)
})

describe('the transcoder', () => {
  /** An upload left 'processing' by a process that stopped: its source in place, its owner silent. */
  async function leftBehind(owner: string | null, withSource = true) {
    const uploader = await user('creator')
    const storage = storageName('upload', Date.now())
    mkdirSync(join(videoDir, storage))
    if (withSource) writeFileSync(join(videoDir, storage, UPLOAD_SOURCE), sample)
    const row = await stored({
      anchorId: uploader.uid,
      gameId: 1,
      title: '留下的',
      durationMs: 3_000,
      startedAt: Date.now() - 10 * 60_000,
      storage,
      sizeBytes: sample.length,
      jobOwner: owner,
    })
    return { uploader, id: row.id }
  }

  it('takes over an upload whose process stopped, and one whose source is gone fails clearly', async () => {
    const resumed = await leftBehind('dead-process')
    const lost = await leftBehind(null, false)
    const transcoder = createTranscoder({ db: database.db, log, videoDir, ffmpeg: tools })
    try {
      expect(await settled(resumed.uploader, resumed.id)).toMatchObject({ state: 'ready', progress: 100 })
      expect(await settled(lost.uploader, lost.id)).toMatchObject({
        state: 'failed',
        failure: VIDEO_MESSAGES.failedInterrupted.message,
      })
    } finally {
      await transcoder.stop()
    }
  }, 60_000)

  it('stops a job past its time limit and marks the upload failed', async () => {
    const { uploader, id } = await leftBehind(null)
    const transcoder = createTranscoder({
      db: database.db,
      log,
      videoDir,
      ffmpeg: tools,
      timeoutMs: () => 1,
    })
    try {
      transcoder.enqueue(id)
      expect(await settled(uploader, id)).toMatchObject({
        state: 'failed',
        failure: VIDEO_MESSAGES.failedTimeout.message,
      })
    } finally {
      await transcoder.stop()
    }
  }, 60_000)
})

describe('retention', () => {
  it('removes a failed upload once it is older than VIDEO_MAX_AGE_DAYS, keeping one still processing', async () => {
    const uploader = await user('creator')
    const at = Date.UTC(2026, 0, 1)
    const values = {
      anchorId: uploader.uid,
      gameId: 1,
      title: '旧的',
      durationMs: 3_000,
      sizeBytes: 10,
      jobOwner: null,
    }
    const failed = await stored({ ...values, startedAt: at, storage: storageName('upload', at) })
    await failUpload(database.db, failed.id, VIDEO_MESSAGES.failedTranscode.id, at)
    const running = await stored({ ...values, startedAt: at, storage: storageName('upload', at) })
    const removed = await enforceRetention(
      database.db,
      videoDir,
      { maxAgeMs: 24 * 3_600_000, budgetBytes: 1024 ** 4 },
      at + 2 * 24 * 3_600_000,
    )
    const ids = removed.map((row) => row.id)
    expect(ids).toContain(failed.id)
    expect(ids).not.toContain(running.id)
  })
})

describe('retention over the budget', () => {
  it('removes the uploads of whoever stores the most first, not the oldest of anyone', async () => {
    const heavy = await user('creator')
    const light = await user('creator')
    const MB = 1024 * 1024
    const at = Date.UTC(2026, 0, 10)
    const ready = async (who: TestUser, endedAt: number, sizeBytes: number) => {
      const row = await stored({
        anchorId: who.uid,
        gameId: 1,
        title: '已发布',
        durationMs: 3_000,
        startedAt: endedAt,
        storage: storageName('upload', endedAt),
        sizeBytes,
        jobOwner: null,
      })
      await finishUpload(database.db, row.id, { durationMs: 3_000, sizeBytes, hasCover: false, endedAt })
      return row.id
    }
    // The light uploader's video is the oldest of all.
    const lightOld = await ready(light, at, 2 * MB)
    const heavyIds = [
      await ready(heavy, at + 1, 4 * MB),
      await ready(heavy, at + 2, 4 * MB),
      await ready(heavy, at + 3, 4 * MB),
    ]
    const others = await usedBytesExcept([lightOld, ...heavyIds])
    const removed = await enforceRetention(
      database.db,
      videoDir,
      { maxAgeMs: 365 * 24 * 3_600_000, budgetBytes: others + 7 * MB },
      at + 10,
    )
    const ids = removed.map((row) => row.id)
    expect(ids).toEqual([heavyIds[0], heavyIds[1]])
    expect(ids).not.toContain(lightOld)
  })
})

describe('the checks', () => {
  const report = (stream: Record<string, unknown>, duration = '62.5') =>
    JSON.stringify({ streams: [{ codec_type: 'video', codec_name: 'h264', ...stream }], format: { duration } })
  const hd = { width: 1920, height: 1080, avg_frame_rate: '30/1', nb_frames: '1875' }

  it("reads the ftyp box and ffprobe's report", () => {
    expect(isIsoMedia(sample.subarray(0, 12))).toBe(true)
    expect(isIsoMedia(Buffer.from('GIF89a......'))).toBe(false)
    expect(parseProbe(report(hd))).toEqual({
      durationMs: 62_500,
      video: { codec: 'h264', width: 1920, height: 1080, frameRate: 30, frames: 1875 },
    })
    // A cover picture is no video; a report without a length is no file Scorecast takes.
    const cover = report({ codec_name: 'mjpeg', width: 300, height: 300, disposition: { attached_pic: 1 } }, '10')
    expect(parseProbe(cover)).toEqual({ durationMs: 10_000, video: null })
    expect(parseProbe(JSON.stringify({ streams: [], format: {} }))).toBeNull()
    expect(parseProbe('not json')).toBeNull()
  })

  it('counts the frames a header understates by the length and rate', () => {
    expect(parseProbe(report({ ...hd, nb_frames: '10' }))?.video?.frames).toBe(1875)
  })

  it('takes what a phone records and refuses pictures, rates and lengths past the limits', () => {
    const verdict = (stream: Record<string, unknown>, duration?: string) => {
      const judged = judgeProbe(parseProbe(report(stream, duration)))
      return judged.ok ? 'ok' : judged.message.id
    }
    expect(verdict(hd)).toBe('ok')
    expect(verdict({ ...hd, width: 2160, height: 3840, nb_frames: '600' }, '20')).toBe('ok')
    expect(verdict({ ...hd, width: 4096, height: 4096 })).toBe(VIDEO_MESSAGES.uploadResolution.id)
    expect(verdict({ ...hd, width: 8192, height: 200 })).toBe(VIDEO_MESSAGES.uploadResolution.id)
    expect(verdict({ ...hd, avg_frame_rate: '120/1' })).toBe(VIDEO_MESSAGES.uploadFrameRate.id)
    expect(verdict(hd, String(3 * 3600 + 1))).toBe(VIDEO_MESSAGES.uploadTooLong.id)
    // 46 minutes of 4K at 30: more decoding than three hours of 1080p30.
    const uhd = { width: 3840, height: 2160, avg_frame_rate: '30/1' }
    expect(verdict(uhd, String(44 * 60))).toBe('ok')
    expect(verdict(uhd, String(46 * 60))).toBe(VIDEO_MESSAGES.uploadTooMuchWork.id)
    expect(judgeProbe(null)).toMatchObject({ ok: false, message: VIDEO_MESSAGES.uploadUnreadable })
  })

  it('counts the day in Beijing', () => {
    expect(beijingDay(Date.UTC(2026, 10, 28, 15, 59))).toBe('2026-11-28')
    expect(beijingDay(Date.UTC(2026, 10, 28, 16, 0))).toBe('2026-11-29')
  })
})

describe('the limits per uploader', () => {
  it('refuse a second upload while one is in flight, and the race of two at once queues one', async () => {
    const creator = await user('creator')
    // An upload another (live) process holds: in flight for as long as it is not finished.
    const held = await stored({
      anchorId: creator.uid,
      gameId: 1,
      title: '处理中',
      durationMs: 3_000,
      startedAt: Date.now(),
      storage: storageName('upload', Date.now()),
      sizeBytes: 10,
      jobOwner: 'another-process',
    })
    expect(await upload(sample, creator)).toMatchObject({ code: 409, msg: VIDEO_MESSAGES.uploadInFlight.message })
    await failUpload(database.db, held.id, VIDEO_MESSAGES.failedTranscode.id, Date.now())

    const racer = await user('creator')
    const answers = await Promise.all([upload(sample, racer), upload(sample, racer), upload(sample, racer)])
    expect(answers.filter((a) => a.status === 'success')).toHaveLength(1)
    for (const refused of answers.filter((a) => a.status !== 'success'))
      expect(refused).toMatchObject({ code: 409, msg: VIDEO_MESSAGES.uploadInFlight.message })
    const accepted = answers.find((a) => a.status === 'success')?.result?.id ?? 0
    await settled(racer, accepted)
    expect((await listOf(racer)).map((u) => u.id)).toEqual([accepted])
  }, 60_000)

  it("count the day's uploads and bytes up front, exactly, however many ask at once", async () => {
    const uploader = await user('creator')
    const day = beijingDay(Date.now())
    const limit = { uploads: 10, bytes: 10 * 1024 * 1024 }
    const taken = await Promise.all(
      Array.from({ length: 25 }, () => takeUploadAllowance(database.db, uploader.uid, day, 1024, limit)),
    )
    expect(taken.filter(Boolean)).toHaveLength(10)
    expect(await upload(sample, uploader)).toMatchObject({ code: 429, msg: VIDEO_MESSAGES.uploadDailyLimit.message })
    // Bytes count too: one file more than the day's bytes is refused on a fresh day's count.
    expect(await takeUploadAllowance(database.db, uploader.uid, '2000-01-01', limit.bytes + 1, limit)).toBe(false)
    expect(await takeUploadAllowance(database.db, uploader.uid, '2000-01-01', limit.bytes, limit)).toBe(true)
    expect(await takeUploadAllowance(database.db, uploader.uid, '2000-01-01', 1, limit)).toBe(false)
  })
})
