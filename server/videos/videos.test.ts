import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { VideoDetail, VideoSummary } from '../../protocol/videos'
import { users } from '../auth/tables'
import type { Database } from '../db/client'
import { insertAnchorRoom } from '../ingest/test-rooms'
import { liveRooms, roomUnlocks } from '../live/tables'
import { matchEvents } from '../matches/tables'
import { findFfmpeg } from '../media/ffmpeg-path'
import { PUBLIC_VIEWER } from '../media/hls-signing'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { insertCatalogue, insertMatch, liveState } from '../test-support/fixtures'
import { callJava } from '../test-support/http-client'
import { startTestServer, type TestServer } from '../test-support/server'
import { startRoomRecorder } from './recorder'
import { enforceRetention } from './retention'
import { vodSignerOf } from './signer'
import { insertClip, insertRecording } from './store'
import { type VideoRow, videos } from './tables'

// Recording → replay → chapters → clip through the real ffmpeg, retention, and the calls with their gates.

const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH)
const log = pino({ level: 'silent' })
/** Wall-clock time of the first recorded frame. */
const BASE = Date.UTC(2026, 10, 25, 10)
const SEGMENTS = 12

let database: TestDatabase
let server: TestServer
let sourceDir: string
let videoDir: string

beforeAll(async () => {
  if (!ffmpeg) throw new Error('these tests need ffmpeg')
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1, 202])
  // Twelve 1 s segments of a test picture and tone, cut on keyframes as the ingest's remux cuts them.
  sourceDir = mkdtempSync(join(tmpdir(), 'scorecast-video-src-'))
  execFileSync(
    ffmpeg.path,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(SEGMENTS), '-g', '25', '-pix_fmt', 'yuv420p'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-f', 'hls', '-hls_time', '1'],
      ...['-hls_list_size', '0', '-start_number', '100', '-hls_segment_filename', join(sourceDir, 'seg-%d.ts')],
      join(sourceDir, 'src.m3u8'),
    ],
    { timeout: 30_000 },
  )
  videoDir = mkdtempSync(join(tmpdir(), 'scorecast-videos-'))
  server = await startTestServer(database.db, {
    VIDEO_DIR: videoDir,
    INGEST: 'external',
    INGEST_HOOK_SECRET: 'x'.repeat(20),
  })
}, 60_000)
// Closing waits for the server's ffmpeg jobs under way (clips, covers), seconds each on a busy machine.
afterAll(async () => {
  await server?.close()
  await database?.close()
}, 120_000)

/** A live playlist as the remux writes it: the given segment numbers, each 1 s, stamped from BASE. */
function livePlaylist(liveDir: string, numbers: number[], ended = false) {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:1', `#EXT-X-MEDIA-SEQUENCE:${numbers[0]}`]
  for (const n of numbers) {
    copyFileSync(join(sourceDir, `seg-${n}.ts`), join(liveDir, `seg-${n}.ts`))
    lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(BASE + (n - 100) * 1000).toISOString().replace('Z', '+0000')}`)
    lines.push('#EXTINF:1.000000,', `seg-${n}.ts`)
  }
  if (ended) lines.push('#EXT-X-ENDLIST')
  writeFileSync(join(liveDir, 'index.m3u8'), `${lines.join('\n')}\n`)
}

async function liveRoomOnMatch(db: Database, code: string, matchId: string, paid = false) {
  const roomId = await insertAnchorRoom(db, { code })
  await db
    .update(liveRooms)
    .set({ state: 'live', matchId, gameId: 202, broadcastNo: 1, paid, startedAt: BASE, title: '今晚看球' })
    .where(eq(liveRooms.id, roomId))
  return roomId
}

async function goalAt(db: Database, matchId: string, seq: number, at: number, kind: 'goal' | 'yellowCard') {
  await db.insert(matchEvents).values({
    matchId,
    gameId: 202,
    seq,
    type: 'incident',
    at,
    state: liveState('live', 1, 0),
    incident: { kind, side: 'home', period: 1, clock: 600 + seq, points: kind === 'goal' ? 1 : 0, detail: '张三' },
  })
}

const ready = async (id: number) => (await database.db.select().from(videos).where(eq(videos.id, id)))[0]

describe('recording a broadcast', () => {
  let replay: VideoRow | undefined
  let clip: VideoRow | undefined

  it('keeps every segment as it streams and makes a VOD replay with chapters and a clip when it ends', async () => {
    const { db } = database
    await insertMatch(db, { id: 'rec-match', gameId: 202, startTime: BASE - 60_000, status: 'live' })
    const roomId = await liveRoomOnMatch(db, 'record-room-1', 'rec-match')
    const liveDir = mkdtempSync(join(tmpdir(), 'scorecast-live-'))
    const recorder = startRoomRecorder({
      db,
      log,
      storage: { dir: videoDir, ffmpegPath: ffmpeg?.path ?? 'ffmpeg' },
      roomId,
      liveDir,
      now: () => BASE + 20_000,
    })
    // The live playlist holds only the last few segments: the recorder keeps each as it appears.
    livePlaylist(liveDir, [100, 101, 102, 103, 104, 105])
    await recorder.onOutput()
    await goalAt(db, 'rec-match', 1, BASE + 6_500, 'goal')
    await goalAt(db, 'rec-match', 2, BASE + 8_000, 'yellowCard')
    livePlaylist(liveDir, [106, 107, 108, 109, 110, 111], true)
    await recorder.onOutput()
    await recorder.stop()

    const rows = await db.select().from(videos).where(eq(videos.roomId, roomId))
    replay = rows.find((row) => row.kind === 'replay')
    clip = rows.find((row) => row.kind === 'clip')
    expect(replay).toMatchObject({ state: 'ready', matchId: 'rec-match', gameId: 202, title: '今晚看球' })
    expect(replay?.durationMs).toBe(SEGMENTS * 1000)
    expect(replay?.startedAt).toBe(BASE)
    expect(replay?.endedAt).toBe(BASE + SEGMENTS * 1000)
    const folder = join(videoDir, replay?.storage ?? '')
    const playlist = readFileSync(join(folder, 'index.m3u8'), 'utf8')
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD')
    expect(playlist.trim().endsWith('#EXT-X-ENDLIST')).toBe(true)
    expect(playlist.match(/^seg-\d+\.ts$/gm)).toEqual(Array.from({ length: SEGMENTS }, (_, i) => `seg-${100 + i}.ts`))
    expect(readdirSync(folder).filter((name) => name.endsWith('.ts'))).toHaveLength(SEGMENTS)
    expect(replay?.sizeBytes).toBeGreaterThan(0)
    expect(replay?.hasCover).toBe(true)
    expect(statSync(join(folder, 'cover.jpg')).size).toBeGreaterThan(0)
    // The goal is a chapter at its wall-clock time's offset; the yellow card is no chapter.
    expect(replay?.chapters).toEqual([
      { offsetMs: 6_500, kind: 'goal', side: 'home', detail: '张三', period: 1, clock: 601 },
    ])
  })

  it('cuts a highlight clip around the goal, from whole segments, as an MP4', () => {
    expect(clip).toMatchObject({ state: 'ready', parentId: replay?.id, matchId: 'rec-match' })
    // 6 s before to 4 s after the goal at 6.5 s: the segments from 0 s to 11 s.
    expect(clip?.parentOffsetMs).toBe(0)
    expect(clip?.durationMs).toBe(11_000)
    expect(clip?.event).toMatchObject({ kind: 'goal', offsetMs: 6_500 })
    const file = join(videoDir, clip?.storage ?? '', 'clip.mp4')
    expect(statSync(file).size).toBe(clip?.sizeBytes)
    expect(readFileSync(file).subarray(4, 8).toString()).toBe('ftyp')
  })

  it('records only while the room is live, and drops a recording too short to watch', async () => {
    const { db } = database
    const roomId = await insertAnchorRoom(db, { code: 'record-room-2' })
    const liveDir = mkdtempSync(join(tmpdir(), 'scorecast-live-'))
    const recorder = startRoomRecorder({
      db,
      log,
      storage: { dir: videoDir, ffmpegPath: ffmpeg?.path ?? 'ffmpeg' },
      roomId,
      liveDir,
    })
    livePlaylist(liveDir, [100, 101, 102])
    await recorder.onOutput()
    await db.update(liveRooms).set({ state: 'live', broadcastNo: 1 }).where(eq(liveRooms.id, roomId))
    livePlaylist(liveDir, [103, 104], true)
    await recorder.onOutput()
    await recorder.stop()
    expect(await db.select().from(videos).where(eq(videos.roomId, roomId))).toEqual([])
  })
})

describe('retention', () => {
  it('removes videos past the age limit, then the oldest replays first until under the budget', async () => {
    const db = await openTestDatabase()
    const dir = mkdtempSync(join(tmpdir(), 'scorecast-retention-'))
    const MB = 1024 * 1024
    const made: Record<string, number> = {}
    const add = async (name: string, kind: 'replay' | 'clip', endedAt: number, sizeBytes: number) => {
      mkdirSync(join(dir, name))
      writeFileSync(join(dir, name, 'x'), 'x')
      const base = {
        roomId: 1,
        anchorId: 1,
        broadcastNo: 1,
        matchId: null,
        gameId: 1,
        title: name,
        paid: false,
        loginOnly: false,
        startedAt: endedAt - 1000,
        storage: name,
      }
      if (kind === 'clip') {
        made[name] = await insertClip(db.db, {
          ...base,
          durationMs: 1000,
          endedAt,
          sizeBytes,
          hasCover: false,
          parentId: null,
          parentOffsetMs: null,
          event: { offsetMs: 0, kind: 'goal', side: null, detail: null, period: 1, clock: 0 },
        })
      } else {
        const id = await insertRecording(db.db, base)
        await db.db.update(videos).set({ state: 'ready', endedAt, sizeBytes }).where(eq(videos.id, id))
        made[name] = id
      }
    }
    const now = BASE
    const DAY = 86_400_000
    await add('ancient', 'replay', now - 40 * DAY, 1 * MB)
    await add('old-replay', 'replay', now - 5 * DAY, 4 * MB)
    await add('old-clip', 'clip', now - 6 * DAY, 1 * MB)
    await add('mid-replay', 'replay', now - 3 * DAY, 4 * MB)
    await add('new-replay', 'replay', now - DAY, 4 * MB)
    const removed = await enforceRetention(db.db, dir, { maxAgeMs: 30 * DAY, budgetBytes: 10 * MB }, now)
    // 13 MB after the age limit: the oldest replay goes (9 MB), the older clip stays.
    expect(removed.map((row) => row.title)).toEqual(['ancient', 'old-replay'])
    expect(existsSync(join(dir, 'old-replay'))).toBe(false)
    expect(existsSync(join(dir, 'mid-replay'))).toBe(true)
    const left = await db.db.select({ title: videos.title }).from(videos)
    expect(left.map((row) => row.title).sort()).toEqual(['mid-replay', 'new-replay', 'old-clip'])
    await db.close()
  })
})

describe('video calls', () => {
  const get = <T>(path: string, token?: string) => callJava<T>(server.url, path, { token: token ?? null })

  it('lists replays and clips by game, newest first, and the hot list; counts one view per viewer per hour', async () => {
    const list = await get<{ list: VideoSummary[]; total: number }>('/soccer/video/1')
    expect(list.status).toBe('success')
    expect(list.result?.list.map((v) => v.kind).sort()).toEqual(['clip', 'replay'])
    expect((await get<{ total: number }>('/lol/video/1')).result?.total).toBe(0)
    const clips = await get<{ list: VideoSummary[] }>('/recommend/video/1', undefined)
    expect(clips.result?.list.length).toBe(2)
    const onlyClips = await callJava<{ list: VideoSummary[] }>(server.url, '/soccer/video/1', {
      query: { kind: 'clip' },
    })
    expect(onlyClips.result?.list.map((v) => v.kind)).toEqual(['clip'])
    const replay = list.result?.list.find((v) => v.kind === 'replay')
    const [first, second] = await Promise.all([
      get<VideoDetail>(`/soccer/video${replay?.id}`),
      get<VideoDetail>(`/soccer/video${replay?.id}`),
    ])
    expect(first.result?.chapters.map((c) => c.offsetMs)).toEqual([6_500])
    expect(first.result?.playback.gate).toBe('open')
    expect(first.result?.related.map((v) => v.kind)).toEqual(['clip'])
    expect(Math.max(first.result?.views ?? 0, second.result?.views ?? 0)).toBe(1)
    const hot = await get<{ list: VideoSummary[] }>('/hot/video/1')
    expect(hot.result?.list[0]?.id).toBe(replay?.id)
  })

  it('validates its input and claims no other path', async () => {
    expect((await get('/soccer/video/0')).response.status).toBe(400)
    expect((await callJava(server.url, '/soccer/video/1', { query: { kind: 'live' } })).response.status).toBe(400)
    expect((await get('/soccer/video999999')).errorMsg).toBe('视频不存在或已删除')
    expect((await get('/nogame/video1')).response.status).toBe(404)
    expect((await get('/nogame/video/1')).response.status).toBe(404)
    // The news' own paths still answer.
    expect((await get('/soccer/news/1')).status).toBe('success')
  })

  it('serves the replay from its signed address: playlist, segments, cover, with types and nosniff', async () => {
    const list = await get<{ list: VideoSummary[] }>('/soccer/video/1')
    const replay = list.result?.list.find((v) => v.kind === 'replay')
    const detail = await get<VideoDetail>(`/soccer/video${replay?.id}`)
    const url = detail.result?.playback.url ?? ''
    expect(url).toMatch(new RegExp(`^/vod/${replay?.id}/\\d+-0-[\\w-]{43}/index\\.m3u8$`))
    const playlist = await fetch(`${server.url}${url}`)
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    expect(playlist.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await playlist.text()).toContain('#EXT-X-ENDLIST')
    const segment = await fetch(`${server.url}${url.replace('index.m3u8', 'seg-100.ts')}`)
    expect(segment.headers.get('content-type')).toBe('video/mp2t')
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(0)
    expect((await fetch(`${server.url}${url.replace('index.m3u8', '..%2Fsecret')}`)).status).toBe(404)
    expect((await fetch(`${server.url}${url.replace(/\/\d+-0-/, '/1-0-')}`)).status).toBe(403)
    const cover = await fetch(`${server.url}${replay?.cover}`)
    expect(cover.headers.get('content-type')).toBe('image/jpeg')
    const clip = list.result?.list.find((v) => v.kind === 'clip')
    const clipUrl = (await get<VideoDetail>(`/soccer/video${clip?.id}`)).result?.playback
    expect(clipUrl?.format).toBe('mp4')
    const ranged = await fetch(`${server.url}${clipUrl?.url}`, { headers: { range: 'bytes=0-99' } })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-type')).toBe('video/mp4')
    expect((await ranged.arrayBuffer()).byteLength).toBe(100)
  })

  it("keeps a paid room's replay paid: only the anchor and who unlocked that broadcast play it", async () => {
    const { db } = database
    const roomId = await liveRoomOnMatch(db, 'record-paid-room', 'rec-match', true)
    const id = await insertRecording(db, {
      roomId,
      anchorId: (await db.select().from(liveRooms).where(eq(liveRooms.id, roomId)))[0]?.anchorId ?? 0,
      broadcastNo: 1,
      matchId: null,
      gameId: 202,
      title: '付费回放',
      paid: true,
      loginOnly: false,
      startedAt: BASE,
      storage: (await ready(replayIdOf(await db.select().from(videos))))?.storage ?? '',
    })
    await db
      .update(videos)
      .set({ state: 'ready', endedAt: BASE + 12_000, durationMs: 12_000 })
      .where(eq(videos.id, id))
    const row = await ready(id)
    const visitor = await get<VideoDetail>(`/soccer/video${id}`)
    expect(visitor.result?.playback).toEqual({ url: null, format: 'hls', gate: 'paid' })
    const signer = await vodSignerOf(db, undefined)
    const fetchAs = (viewer: number) =>
      fetch(`${server.url}${signer.urlOf({ id, kind: 'replay' }, viewer, Date.now())}`)
    expect((await fetchAs(PUBLIC_VIEWER)).status).toBe(403)
    expect((await fetchAs(row?.anchorId ?? 0)).status).toBe(200)
    // An unlock of another broadcast of the room does not open this one's replay; of this one, it does.
    const viewer = async (username: string) =>
      (await db.insert(users).values({ username, createdAt: BASE }).returning({ id: users.id }))[0]?.id ?? 0
    const [other, payer, stranger] = [await viewer('看过上一场'), await viewer('解锁本场'), await viewer('路人')]
    expect((await fetchAs(stranger)).status).toBe(403)
    await db.insert(roomUnlocks).values({ roomId, userId: other, broadcastNo: 2, coins: 10, at: BASE })
    expect((await fetchAs(other)).status).toBe(403)
    await db.insert(roomUnlocks).values({ roomId, userId: payer, broadcastNo: 1, coins: 10, at: BASE })
    expect((await fetchAs(payer)).status).toBe(200)
  })
})

function replayIdOf(rows: VideoRow[]): number {
  return rows.find((row) => row.kind === 'replay' && row.state === 'ready')?.id ?? 0
}
