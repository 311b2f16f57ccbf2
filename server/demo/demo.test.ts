import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ChatMessage, LiveRoom } from '../../protocol/live'
import { buildApp } from '../app'
import { users } from '../auth/tables'
import { loadConfig } from '../config'
import { type EmbeddedIngest, startEmbeddedIngest } from '../ingest/embedded'
import { liveRooms } from '../live/tables'
import { findFfmpeg } from '../media/ffmpeg-path'
import type { LivePublisher } from '../realtime/live-publisher'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { insertCatalogue, insertMatch } from '../test-support/fixtures'
import { until } from '../test-support/wait'
import { createDemoApi } from './api'
import { type Demo, startDemo } from './index'

// The real thing, sped up: one demo room on a test database, its ffmpeg pushing into the embedded ingest
// on a free port, the anchor's and viewers' calls going through the app's handlers.

const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH)
const log = pino({ level: process.env.DEMO_TEST_LOG ?? 'silent' })
let database: TestDatabase
let ingest: EmbeddedIngest
let app: FastifyInstance
let hlsDir: string
const pushed = { rooms: [] as LiveRoom[], chats: [] as ChatMessage[] }
const live: LivePublisher = {
  room: (room) => void pushed.rooms.push(room),
  chat: (message) => void pushed.chats.push(message),
  leaderboard: () => undefined,
  viewers: () => undefined,
  sessionChanged: () => undefined,
  onSessionChange: () => undefined,
  chatRulesChanged: () => undefined,
  onChatRulesChange: () => undefined,
}

beforeAll(async () => {
  if (!ffmpeg) throw new Error('this test needs ffmpeg (≥ 5.1 on PATH or FFMPEG_PATH; `apt-get install ffmpeg`)')
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1])
  await insertMatch(database.db, { id: 'lol-live', gameId: 1, startTime: Date.now() - 600_000, status: 'live' })
  hlsDir = mkdtempSync(join(tmpdir(), 'scorecast-demo-hls-'))
  ingest = await startEmbeddedIngest({
    db: database.db,
    log,
    host: '127.0.0.1',
    port: 0,
    hlsDir,
    ffmpegPath: ffmpeg.path,
    onRoomChanged: () => undefined,
  })
  const config = loadConfig({ NODE_ENV: 'test', STATIC_DIR: mkdtempSync(join(tmpdir(), 'scorecast-static-')) })
  app = await buildApp({ db: database.db, config, log, live })
}, 60_000)
afterAll(async () => {
  await ingest?.stop()
  await app?.close()
  await database?.close()
  if (hlsDir) rmSync(hlsDir, { recursive: true, force: true })
})

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('the demo', () => {
  // Stopped after each test even when it failed, so a failure cannot leave its room live (and its ffmpeg
  // pushing) under the next test and the ingest's stop.
  let running: Demo | null = null
  afterEach(async () => {
    await running?.stop()
    running = null
  })

  it('brings a room live on a live match with video, chat and gifts, and ends it cleanly', async () => {
    const demo: Demo = startDemo({
      rooms: 1,
      app,
      database,
      live,
      log,
      rtmpPort: ingest.port,
      host: '127.0.0.1',
      ffmpegPath: ffmpeg?.path,
      chatFloodLimit: 5,
      timing: { tickMs: 300, chatEveryMs: [200, 400], giftEveryMs: [1_000, 1_500] },
    })
    running = demo
    const room = async () => (await database.db.select().from(liveRooms))[0]
    const started = await until(room, (row) => row?.state === 'live' && row.publishing, 15_000)
    expect(started).toMatchObject({
      state: 'live',
      publishing: true,
      matchId: 'lol-live',
      title: '主队1 vs 客队1 小鹿陪你看',
    })
    const roomId = started?.id ?? 0
    // A cover made from the pattern, accepted by the same upload rules as an anchor's.
    expect(started?.coverImageId).not.toBeNull()
    // The start went through the handler: its push reaches the publisher once the handler has read the committed
    // room back, which may be a moment after this test's own read saw it live.
    const pushedLive = () =>
      pushed.rooms.some((pushedRoom) => pushedRoom.roomId === roomId && pushedRoom.state === 'live')
    expect(await until(pushedLive, (seen) => seen, 5_000)).toBe(true)
    expect(readFileSync(join(hlsDir, String(roomId), 'index.m3u8'), 'utf8')).toMatch(/seg-\d+\.ts/)

    const kinds = () => pushed.chats.filter((line) => line.roomId === roomId).map((line) => line.kind)
    const said = await until(
      kinds,
      (list) => list.filter((kind) => kind === 'chat').length >= 3 && list.includes('gift'),
      6_000,
    )
    expect(said.filter((kind) => kind === 'chat').length).toBeGreaterThanOrEqual(3)
    expect(said).toContain('gift')

    const pids = demo.pids()
    expect(pids).toHaveLength(1)
    await demo.stop()
    expect(pids.filter(isRunning)).toEqual([])
    expect(await room()).toMatchObject({ state: 'ended' })
  }, 25_000)

  it('stops a room whose anchor an administrator bans mid-broadcast', async () => {
    const demo = startDemo({
      rooms: 1,
      app,
      database,
      live,
      log,
      rtmpPort: ingest.port,
      host: '127.0.0.1',
      ffmpegPath: ffmpeg?.path,
      chatFloodLimit: 5,
      timing: { tickMs: 300, chatEveryMs: [200, 400], giftEveryMs: [60_000, 60_000] },
    })
    running = demo
    const room = async () => (await database.db.select().from(liveRooms))[0]
    const again = await until(room, (row) => row?.state === 'live' && row.publishing, 15_000)
    expect(again).toMatchObject({ state: 'live', broadcastNo: 2 })
    const [admin] = await database.db
      .insert(users)
      .values({ mobile: '13900000001', username: '管理员', roles: ['admin'], createdAt: Date.now() })
      .returning({ id: users.id })
    const adminApi = createDemoApi(app, database.db)
    await adminApi.call(admin?.id ?? 0, 'anchorReview', { uid: again?.anchorId ?? 0, decision: 'ban', reason: 'other' })
    expect(
      await until(
        () => demo.pids(),
        (pids) => pids.length === 0,
        5_000,
      ),
    ).toEqual([])
    await demo.stop()
    await adminApi.close()
    expect(await room()).toMatchObject({ state: 'ended' })
  }, 25_000)
})
