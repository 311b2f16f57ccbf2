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
import { findFfmpeg } from '../ingest/ffmpeg-path'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { insertCatalogue } from '../test-support/fixtures'
import { callJava } from '../test-support/http-client'
import { startTestServer, type TestServer } from '../test-support/server'
import { parseProbe } from './ffmpeg'
import { storageName } from './recorder'
import { enforceRetention } from './retention'
import { failUpload, insertUpload } from './store'
import { videos } from './tables'
import { createTranscoder, UPLOAD_SOURCE } from './transcoder'
import { isIsoMedia } from './uploads'

// Uploads end to end through the real ffmpeg: the checks at the door (role, size, bytes, probe), the
// transcode to a VOD playlist with its percent, a damaged file failing with its reason, a job taken over
// after its process stopped, a job past its time limit, and delete.

const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH)
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
    const row = await insertUpload(database.db, {
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
    const transcoder = createTranscoder({ db: database.db, log, videoDir, ffmpegPath: ffmpeg?.path ?? 'ffmpeg' })
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
      ffmpegPath: ffmpeg?.path ?? 'ffmpeg',
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
    const failed = await insertUpload(database.db, { ...values, startedAt: at, storage: storageName('upload', at) })
    await failUpload(database.db, failed.id, VIDEO_MESSAGES.failedTranscode.id, at)
    const running = await insertUpload(database.db, { ...values, startedAt: at, storage: storageName('upload', at) })
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

describe('the checks', () => {
  it('reads the ftyp box and the probe report', () => {
    expect(isIsoMedia(sample.subarray(0, 12))).toBe(true)
    expect(isIsoMedia(Buffer.from('GIF89a......'))).toBe(false)
    expect(
      parseProbe(
        "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'a.mp4':\n  Duration: 00:01:02.50, start: 0\n" +
          '  Stream #0:0[0x1](und): Video: h264, yuv420p, 320x240\n',
      ),
    ).toEqual({ durationMs: 62_500, hasVideo: true })
    expect(
      parseProbe(
        "Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'a.m4a':\n  Duration: 00:00:10.00\n" +
          '  Stream #0:0: Audio: aac\n  Stream #0:1: Video: mjpeg, 300x300 (attached pic)\n',
      ),
    ).toEqual({ durationMs: 10_000, hasVideo: false })
    expect(parseProbe("Input #0, png_pipe, from 'a.mp4':\n  Duration: N/A\n")).toBeNull()
  })
})
