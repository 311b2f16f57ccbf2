import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveRooms } from '../live/tables'
import { findFfmpeg } from '../media/ffmpeg-path'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { until } from '../test-support/wait'
import { type EmbeddedIngest, startEmbeddedIngest } from './embedded'
import { insertAnchorRoom } from './test-rooms'

// The real thing: node-media-server on a free port, ffmpeg pushing a generated stream as a streaming
// tool would, and the ingest's own ffmpeg writing HLS.

const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH)
let database: TestDatabase
let ingest: EmbeddedIngest
let hlsDir: string
let roomId: number
const changed: number[] = []

beforeAll(async () => {
  if (!ffmpeg) throw new Error('these tests need ffmpeg (≥ 5.1 on PATH or FFMPEG_PATH; `apt-get install ffmpeg`)')
  database = await openTestDatabase()
  hlsDir = mkdtempSync(join(tmpdir(), 'scorecast-ingest-'))
  roomId = await insertAnchorRoom(database.db, { code: 'Good_code-1' })
  await insertAnchorRoom(database.db, { code: 'Banned_code', status: 'banned' })
  ingest = await startEmbeddedIngest({
    db: database.db,
    log: pino({ level: process.env.INGEST_TEST_LOG ?? 'silent' }),
    host: '127.0.0.1',
    port: 0,
    hlsDir,
    ffmpegPath: ffmpeg.path,
    onRoomChanged: (id) => changed.push(id),
  })
})
afterAll(async () => {
  await ingest?.stop()
  await database?.close()
})

/** Pushes `seconds` of test pattern and tone with `code`, as the example command; resolves to its exit code. */
function push(code: string, seconds: number): Promise<number | null> {
  const args = [
    ...['-hide_banner', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25', '-f', 'lavfi', '-i', 'sine'],
    ...['-t', String(seconds), '-g', '25', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast'],
    ...['-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${ingest.port}/live/${code}`],
  ]
  const child = spawn(ffmpeg?.path ?? 'ffmpeg', args, { stdio: 'ignore' })
  return new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode)))
}

const room = async () => (await database.db.select().from(liveRooms).where(eq(liveRooms.id, roomId)))[0]
const segmentsIn = (playlist: string) => playlist.match(/^seg-\d+\.ts$/gm)?.length ?? 0
const readPlaylist = () => {
  try {
    return readFileSync(join(hlsDir, String(roomId), 'index.m3u8'), 'utf8')
  } catch {
    return ''
  }
}

describe('embedded ingest', () => {
  it('turns a publish with a valid code into HLS under the room id, and tracks publishing', async () => {
    const pushed = push('Good_code-1', 8)
    const playlist = await until(readPlaylist, (text) => segmentsIn(text) >= 2, 12_000)
    expect(segmentsIn(playlist)).toBeGreaterThanOrEqual(2)
    expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME')
    expect(await until(room, (row) => row?.publishing === true, 3_000)).toMatchObject({ publishing: true })
    expect(changed).toContain(roomId)

    expect(await pushed).toBe(0)
    expect(await until(room, (row) => row?.publishing === false, 5_000)).toMatchObject({ publishing: false })
    // ffmpeg was stopped gracefully: the playlist says the broadcast ended.
    expect(readPlaylist()).toContain('#EXT-X-ENDLIST')
  }, 20_000)

  it('refuses unknown and banned codes: the tool fails and no HLS is written', async () => {
    const [unknown, banned] = await Promise.all([push('No_such_code', 4), push('Banned_code', 4)])
    expect(unknown).not.toBe(0)
    expect(banned).not.toBe(0)
    const rooms = await database.db.select({ id: liveRooms.id }).from(liveRooms)
    for (const { id } of rooms) if (id !== roomId) expect(existsSync(join(hlsDir, String(id)))).toBe(false)
  }, 20_000)
})
