import { mkdtempSync } from 'node:fs'
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
  it('take the secret from a header too (nginx adds it in deploy/nginx-rtmp, out of every URL)', async () => {
    const call = (secret: string) =>
      fetch(`${server.url}/ingest/on_publish_done`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-ingest-secret': secret },
        body: new URLSearchParams({ call: 'publish_done', app: 'live', name: 'good-code' }),
      })
    expect((await call(SECRET)).status).toBe(200)
    expect((await call('wrong-secret')).status).toBe(403)
  })

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
