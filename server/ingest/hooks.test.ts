import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveRooms } from '../live/tables'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { startTestServer, type TestServer } from '../test-support/server'
import { insertAnchorRoom } from './test-rooms'

const SECRET = 'hook-secret-of-this-test'
let database: TestDatabase
let server: TestServer
let hlsDir: string
let roomId: number

beforeAll(async () => {
  database = await openTestDatabase()
  hlsDir = mkdtempSync(join(tmpdir(), 'scorecast-hls-'))
  server = await startTestServer(database.db, { INGEST: 'external', INGEST_HOOK_SECRET: SECRET, HLS_DIR: hlsDir })
  roomId = await insertAnchorRoom(database.db, { code: 'good-code' })
  await insertAnchorRoom(database.db, { code: 'banned-code', status: 'banned' })
})
afterAll(async () => {
  await server.close()
  await database.close()
})

/** As nginx-rtmp posts it: a urlencoded form, the secret in the hook URL's query. */
function hook(call: string, name: string, secret = SECRET) {
  return fetch(`${server.url}/ingest/${call}?secret=${encodeURIComponent(secret)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ call: call.replace('on_', ''), app: 'live', name, addr: '192.0.2.1' }),
    redirect: 'manual',
  })
}

const publishing = async () =>
  (await database.db.select().from(liveRooms).where(eq(liveRooms.id, roomId)))[0]?.publishing

describe('nginx-rtmp hooks', () => {
  it('refuse a call without the right secret', async () => {
    expect((await hook('on_publish', 'good-code', 'wrong-secret')).status).toBe(403)
    expect((await hook('on_publish', 'good-code', '')).status).toBe(403)
    expect(await publishing()).toBe(false)
  })

  it('refuse unknown and banned codes at publish', async () => {
    expect((await hook('on_publish', 'no-such-code')).status).toBe(403)
    expect((await hook('on_publish', 'banned-code')).status).toBe(403)
  })

  it("allow a passed anchor's code, renaming the stream to the room id, and mark the room publishing", async () => {
    const reply = await hook('on_publish', 'good-code')
    expect(reply.status).toBe(302)
    expect(reply.headers.get('location')).toBe(String(roomId))
    expect(await publishing()).toBe(true)
    expect((await hook('on_update', 'good-code')).status).toBe(200)
  })

  it('mark the room not publishing when the publish is done', async () => {
    expect((await hook('on_publish_done', 'good-code')).status).toBe(200)
    expect(await publishing()).toBe(false)
  })

  it('drop a publisher at the next update once its anchor is banned', async () => {
    expect((await hook('on_publish', 'banned-code')).status).toBe(403)
    expect((await hook('on_update', 'banned-code')).status).toBe(403)
  })
})

describe('GET /hls/:roomId/:file', () => {
  beforeAll(() => {
    mkdirSync(join(hlsDir, '1001'), { recursive: true })
    writeFileSync(join(hlsDir, '1001', 'index.m3u8'), '#EXTM3U\n')
    writeFileSync(join(hlsDir, '1001', 'seg-17.ts'), Buffer.from([0x47]))
    writeFileSync(join(hlsDir, 'secret.txt'), 'not for you')
  })

  it('serves the playlist uncached and segments briefly cached', async () => {
    const playlist = await fetch(`${server.url}/hls/1001/index.m3u8`)
    expect(playlist.status).toBe(200)
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    expect(playlist.headers.get('cache-control')).toBe('no-cache')
    expect(await playlist.text()).toBe('#EXTM3U\n')
    const segment = await fetch(`${server.url}/hls/1001/seg-17.ts`)
    expect(segment.headers.get('content-type')).toBe('video/mp2t')
    expect(segment.headers.get('cache-control')).toMatch(/max-age=\d+/)
  })

  it('serves nothing else', async () => {
    for (const path of ['/hls/1001/seg-18.ts', '/hls/1002/index.m3u8', '/hls/1001/other.txt', '/hls/..%2F/secret.txt'])
      expect((await fetch(`${server.url}${path}`)).status).toBe(404)
  })
})
