import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HLS_URL_TTL_MS } from '../../protocol/live'
import { users } from '../auth/tables'
import { HLS_GATE_RECHECK_MS } from '../live/playback'
import { liveRooms, roomUnlocks } from '../live/tables'
import { createHlsSigner, type HlsSigner, hlsSignerOf, PUBLIC_VIEWER } from '../media/hls-signing'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { startTestServer, type TestServer } from '../test-support/server'
import { insertAnchorRoom } from './test-rooms'

const HOOK_SECRET = 'hook-secret-of-this-test'
let database: TestDatabase
let server: TestServer
let signer: HlsSigner
/** A free public room (the HLS check reads its gate); ROOM + 1 does not exist. */
let ROOM = 0

beforeAll(async () => {
  database = await openTestDatabase()
  const hlsDir = mkdtempSync(join(tmpdir(), 'scorecast-hls-'))
  server = await startTestServer(database.db, { INGEST: 'external', INGEST_HOOK_SECRET: HOOK_SECRET, HLS_DIR: hlsDir })
  signer = await hlsSignerOf(database.db, undefined)
  ROOM = await insertAnchorRoom(database.db, { code: 'hls-route-room' })
  mkdirSync(join(hlsDir, String(ROOM)), { recursive: true })
  writeFileSync(join(hlsDir, String(ROOM), 'index.m3u8'), '#EXTM3U\n#EXTINF:1.0,\nseg-17.ts\n')
  writeFileSync(join(hlsDir, String(ROOM), 'seg-17.ts'), Buffer.from([0x47]))
  writeFileSync(join(hlsDir, 'secret.txt'), 'not for you')
})
afterAll(async () => {
  await server.close()
  await database.close()
})

/** The address a viewer gets from /live/playback, and the segment next to it. */
function addresses(viewer: number, roomId = ROOM, now = Date.now()) {
  const { url } = signer.playlistUrl(roomId, viewer, now)
  return { playlist: `${server.url}${url}`, segment: `${server.url}${url.replace('index.m3u8', 'seg-17.ts')}` }
}

describe('signed HLS addresses', () => {
  it("serve a viewer's playlist and segments, cached privately only", async () => {
    const { playlist, segment } = addresses(42)
    const list = await fetch(playlist)
    expect(list.status).toBe(200)
    expect(list.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    expect(list.headers.get('cache-control')).toBe('private, no-store')
    // Segment names are relative: the player resolves them under the signed path.
    expect(await list.text()).toContain('\nseg-17.ts\n')
    const part = await fetch(segment)
    expect(part.status).toBe(200)
    expect(part.headers.get('content-type')).toBe('video/mp2t')
    expect(part.headers.get('cache-control')).toBe('private, max-age=30')
  })

  it("let anyone's shared address of a free room be cached publicly", async () => {
    const { playlist, segment } = addresses(PUBLIC_VIEWER)
    expect((await fetch(playlist)).headers.get('cache-control')).toBe('no-cache')
    expect((await fetch(segment)).headers.get('cache-control')).toBe('public, max-age=30')
  })

  it('refuse the unsigned, forged, expired and other-room addresses', async () => {
    const { playlist, segment } = addresses(42)
    expect((await fetch(`${server.url}/hls/${ROOM}/index.m3u8`)).status).toBe(404)
    expect((await fetch(`${server.url}/hls/${ROOM}/seg-17.ts`)).status).toBe(404)
    const forged = playlist.replace(/-42-/, '-43-')
    expect((await fetch(forged)).status).toBe(403)
    const otherKey = createHlsSigner('x'.repeat(40)).playlistUrl(ROOM, 42, Date.now()).url
    expect((await fetch(`${server.url}${otherKey}`)).status).toBe(403)
    const expired = addresses(42, ROOM, Date.now() - HLS_URL_TTL_MS - 1000)
    expect((await fetch(expired.playlist)).status).toBe(403)
    expect((await fetch(expired.segment)).status).toBe(403)
    const otherRoom = addresses(42, ROOM + 1).playlist.replace(`/hls/${ROOM + 1}/`, `/hls/${ROOM}/`)
    expect((await fetch(otherRoom)).status).toBe(403)
    expect((await fetch(segment.replace('seg-17.ts', 'seg-18.ts'))).status).toBe(404)
    expect((await fetch(segment.replace('seg-17.ts', 'other.txt'))).status).toBe(404)
    expect((await fetch(segment.replace('seg-17.ts', '..%2Fsecret.txt'))).status).toBe(404)
  })

  it('expire after HLS_URL_TTL_MS, and keep a shared address for at least that long', () => {
    const now = 1_700_000_123_456
    const own = signer.playlistUrl(ROOM, 42, now)
    expect(own.expiresAt - now).toBeGreaterThanOrEqual(HLS_URL_TTL_MS)
    const token = own.url.split('/')[3] ?? ''
    expect(signer.verify(ROOM, token, own.expiresAt - 1)).toEqual({ roomId: ROOM, viewer: 42 })
    expect(signer.verify(ROOM, token, own.expiresAt)).toBeNull()
    const shared = signer.playlistUrl(ROOM, PUBLIC_VIEWER, now)
    expect(shared.expiresAt - now).toBeGreaterThanOrEqual(HLS_URL_TTL_MS)
    expect(signer.playlistUrl(ROOM, PUBLIC_VIEWER, now + 1000).url).toBe(shared.url)
  })

  it('sign with one key per database, made once and kept', async () => {
    const again = await hlsSignerOf(database.db, undefined)
    const { url } = signer.playlistUrl(ROOM, 7, Date.now())
    expect(again.verify(ROOM, url.split('/')[3] ?? '', Date.now())).not.toBeNull()
  })
})

describe("nginx's check (auth_request)", () => {
  const check = (uri: string) => fetch(`${server.url}/ingest/hls_auth`, { headers: { 'x-original-uri': uri } })

  it('allows a signed address with its cache policy and refuses the rest', async () => {
    const { url } = signer.playlistUrl(ROOM, 42, Date.now())
    const allowed = await check(url)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('x-hls-cache-control')).toBe('private, no-store')
    expect((await check(url.replace('index.m3u8', '3.ts'))).headers.get('x-hls-cache-control')).toBe(
      'private, max-age=30',
    )
    expect((await check(`/hls/${ROOM}/index.m3u8`)).status).toBe(403)
    expect((await check(url.replace(`/hls/${ROOM}/`, `/hls/${ROOM + 1}/`))).status).toBe(403)
    expect((await fetch(`${server.url}/ingest/hls_auth`)).status).toBe(403)
  })
})

describe('a room made paid mid-broadcast', () => {
  it('stops shared addresses and the addresses of viewers who did not unlock, while they still live', async () => {
    const shared = addresses(PUBLIC_VIEWER)
    const stranger = addresses(42)
    expect((await fetch(shared.playlist)).status).toBe(200)
    const [room] = await database.db.select().from(liveRooms).where(eq(liveRooms.id, ROOM))
    if (!room) throw new Error('no room')
    const anchor = addresses(room.anchorId)
    const [user] = await database.db
      .insert(users)
      .values({ username: '解锁的观众', createdAt: Date.now() })
      .returning({ id: users.id })
    if (!user) throw new Error('no user')
    const payer = addresses(user.id)
    await database.db
      .insert(roomUnlocks)
      .values({ roomId: ROOM, userId: user.id, broadcastNo: room.broadcastNo, coins: 20, at: Date.now() })

    await database.db.update(liveRooms).set({ paid: true }).where(eq(liveRooms.id, ROOM))
    // Within the gate's recheck time, without a new address being signed.
    await expect.poll(async () => (await fetch(shared.segment)).status, { timeout: HLS_GATE_RECHECK_MS * 5 }).toBe(403)
    expect((await fetch(shared.playlist)).status).toBe(403)
    expect((await fetch(stranger.playlist)).status).toBe(403)
    const nginx = (uri: string) => fetch(`${server.url}/ingest/hls_auth`, { headers: { 'x-original-uri': uri } })
    expect((await nginx(new URL(shared.playlist).pathname)).status).toBe(403)
    expect((await fetch(anchor.playlist)).status).toBe(200)
    expect((await fetch(payer.playlist)).status).toBe(200)
    expect((await fetch(payer.segment)).status).toBe(200)

    // And open again when the anchor turns it free.
    await database.db.update(liveRooms).set({ paid: false }).where(eq(liveRooms.id, ROOM))
    await expect.poll(async () => (await fetch(shared.segment)).status, { timeout: HLS_GATE_RECHECK_MS * 5 }).toBe(200)
  })
})
