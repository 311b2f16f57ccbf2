import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CoinTransaction } from '../../../protocol/auth'
import {
  GIFTS,
  HLS_URL_TTL_MS,
  type Leaderboard,
  LIVE_LIMITS,
  type LiveRoom,
  type Playback,
} from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { liveRooms } from '../../live/tables'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { type LiveTestApp, startLiveTestApp, type TestUser } from '../../test-support/live-app'

let database: TestDatabase
let t: LiveTestApp
let admin: TestUser

beforeAll(async () => {
  database = await openTestDatabase()
  t = await startLiveTestApp(database.db)
  admin = await t.user({ roles: ['admin'] })
}, 60_000)
afterAll(async () => {
  await t.close()
  await database.close()
})

const PRICE = LIVE_LIMITS.paidRoomPrice

/** An anchor whose room is live with the given flags; `publishing` is what the ingest would report. */
async function liveAnchor(flags: { paid?: boolean; loginOnly?: boolean; publishing?: boolean } = {}) {
  const anchor = await t.anchor(admin)
  await t.call('/anchor/updateAnchor', {
    token: anchor.token,
    body: { title: '直播', paid: flags.paid ?? false, loginOnly: flags.loginOnly ?? false },
  })
  const started = await t.call('/anchor/broadcast', { token: anchor.token })
  if (started.status !== 'success') throw new Error(`start live failed: ${started.errorMsg}`)
  await database.db
    .update(liveRooms)
    .set({ publishing: flags.publishing ?? true })
    .where(eq(liveRooms.id, anchor.roomId))
  return anchor
}

function playback(roomId: number, token?: string) {
  return t.call<Playback>('/live/playback', { token, query: { roomId } })
}

describe('playback gates', () => {
  it('plays nothing until the room is live and the ingest receives the stream', async () => {
    const anchor = await t.anchor(admin)
    expect((await playback(anchor.roomId)).result).toEqual({
      roomId: anchor.roomId,
      hlsUrl: null,
      hlsUrlExpiresInMs: null,
      gate: 'notLive',
      price: 0,
    })
    const stalled = await liveAnchor({ publishing: false })
    expect((await playback(stalled.roomId)).result?.gate).toBe('notLive')
    const open = await liveAnchor()
    expect((await playback(open.roomId)).result).toEqual({
      roomId: open.roomId,
      // A free public room's address is signed for anyone (viewer 0) and lasts at least a TTL.
      hlsUrl: expect.stringMatching(new RegExp(`^/hls/${open.roomId}/\\d+-0-[\\w-]{43}/index\\.m3u8$`)),
      hlsUrlExpiresInMs: expect.any(Number),
      gate: 'open',
      price: 0,
    })
    expect((await playback(open.roomId)).result?.hlsUrlExpiresInMs).toBeGreaterThanOrEqual(HLS_URL_TTL_MS)
    expect(await playback(999_999)).toMatchObject({ code: 404 })
  })

  it('asks visitors to log in for login-only rooms', async () => {
    const anchor = await liveAnchor({ loginOnly: true })
    const viewer = await t.user()
    expect((await playback(anchor.roomId)).result).toMatchObject({ gate: 'login', hlsUrl: null })
    const allowed = (await playback(anchor.roomId, viewer.token)).result
    expect(allowed?.gate).toBe('open')
    // A gated room's address names its viewer.
    expect(allowed?.hlsUrl).toMatch(new RegExp(`^/hls/${anchor.roomId}/\\d+-${viewer.uid}-`))
    expect(allowed?.hlsUrlExpiresInMs).toBe(Math.ceil((t.clock.now() + HLS_URL_TTL_MS) / 1000) * 1000 - t.clock.now())
  })

  it('charges a paid room once per broadcast, to the anchor, free for the anchor and administrators', async () => {
    const anchor = await liveAnchor({ paid: true })
    const viewer = await t.user({ gold: 50 })
    const poor = await t.user({ gold: PRICE - 1 })
    expect((await playback(anchor.roomId, viewer.token)).result).toMatchObject({ gate: 'paid', price: PRICE })
    expect((await playback(anchor.roomId)).result?.gate).toBe('paid')
    expect((await playback(anchor.roomId, anchor.token)).result?.gate).toBe('open')
    expect((await playback(anchor.roomId, admin.token)).result?.gate).toBe('open')

    const unlocks = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call<Playback & { balance: number }>('/live/unlock', {
          token: viewer.token,
          body: { roomId: anchor.roomId },
        }),
      ),
    )
    for (const unlock of unlocks) expect(unlock.result).toMatchObject({ gate: 'open', balance: 50 - PRICE })
    expect((await playback(anchor.roomId, viewer.token)).result?.gate).toBe('open')
    const refused = await t.call('/live/unlock', { token: poor.token, body: { roomId: anchor.roomId } })
    expect(refused).toMatchObject({ status: 'fail', code: 400, errorMsg: LIVE_MESSAGES.goldInsufficient.message })
    const gold = await t.call<{ balance: number; list: CoinTransaction[] }>('/user/userGold', { token: anchor.token })
    expect(gold.result?.balance).toBe(PRICE)
    expect(gold.result?.list[0]).toMatchObject({ change: PRICE, details: LIVE_MESSAGES.ledgerRoomUnlockIncome.message })
    const total = await t.call('/anchor/goldTotal', { token: anchor.token })
    expect(total.result).toEqual({ today: PRICE, week: PRICE, total: PRICE })

    // A new broadcast needs a new unlock.
    await t.call('/anchor/downcast', { token: anchor.token })
    await t.call('/anchor/broadcast', { token: anchor.token })
    expect((await playback(anchor.roomId, viewer.token)).result?.gate).toBe('paid')
  })
})

describe('gifts', () => {
  it('lists the server gift table', async () => {
    expect((await t.call('/gift')).result).toEqual(GIFTS)
  })

  it('refuses gifts to rooms not live, to yourself, unknown gifts and too few coins', async () => {
    const offline = await t.anchor(admin)
    const anchor = await liveAnchor()
    const sender = await t.user({ gold: 5 })
    const send = (roomId: number, token: string, giftId = 'heart', count = 1) =>
      t.call('/gift/send', { token, body: { roomId, giftId, count, requestId: crypto.randomUUID() } })
    expect(await send(offline.roomId, sender.token)).toMatchObject({
      status: 'fail',
      errorMsg: LIVE_MESSAGES.noLiveBroadcast.message,
    })
    expect(await send(anchor.roomId, anchor.token)).toMatchObject({ errorMsg: LIVE_MESSAGES.giftToSelf.message })
    expect(await send(anchor.roomId, sender.token, 'diamond')).toMatchObject({
      errorMsg: LIVE_MESSAGES.giftUnknown.message,
    })
    expect(await send(anchor.roomId, sender.token, 'trophy')).toMatchObject({
      code: 400,
      errorMsg: LIVE_MESSAGES.goldInsufficient.message,
    })
    expect(await send(anchor.roomId, sender.token, 'heart', 7)).toMatchObject({ code: 400 })
    expect(
      await t.call('/gift/send', {
        body: { roomId: anchor.roomId, giftId: 'heart', count: 1, requestId: 'r-0000001' },
      }),
    ).toMatchObject({ errorCode: 3000 })
  })

  it('moves the coins, writes the chat line, pushes the boards, and sends a retry once', async () => {
    const anchor = await liveAnchor()
    const sender = await t.user({ gold: 300 })
    const body = { roomId: anchor.roomId, giftId: 'rocket', count: 1, requestId: 'req-rocket-1' }
    const chats = t.pushes.chats.length
    const boards = t.pushes.boards.length
    const first = await t.call<{ balance: number; seq: number }>('/gift/send', { token: sender.token, body })
    expect(first.result).toEqual({ balance: 200, seq: 1 })
    const retries = await Promise.all([1, 2, 3].map(() => t.call('/gift/send', { token: sender.token, body })))
    for (const retry of retries) expect(retry.result).toEqual(first.result)
    expect(t.pushes.chats.slice(chats)).toEqual([
      expect.objectContaining({ roomId: anchor.roomId, seq: 1, kind: 'gift', uid: sender.uid, giftId: 'rocket' }),
    ])
    const pushed = t.pushes.boards.slice(boards)
    expect(pushed.map((board) => board.type)).toEqual(['day', 'week', 'total'])
    for (const board of pushed)
      expect(board.entries).toEqual([expect.objectContaining({ uid: sender.uid, gifts: 1, days: 1 })])

    await t.call('/gift/send', {
      token: sender.token,
      body: { ...body, giftId: 'heart', count: 10, requestId: 'req-heart-2' },
    })
    const gold = await t.call<{ balance: number; list: CoinTransaction[] }>('/user/userGold', { token: sender.token })
    expect(gold.result?.balance).toBe(190)
    expect(gold.result?.list.map((row) => row.details).slice(0, 2)).toEqual([
      LIVE_MESSAGES.ledgerGiftSent.message,
      LIVE_MESSAGES.ledgerGiftSent.message,
    ])
    const revenue = await t.call<{ list: { date: string; profit: number }[]; total: number }>('/anchor/goldDetail', {
      token: anchor.token,
      query: { days: 7 },
    })
    expect(revenue.result?.list).toHaveLength(7)
    expect(revenue.result?.list.at(-1)).toEqual({ date: '2025-01-01', profit: 110 })
    expect(revenue.result?.list[0]).toEqual({ date: '2024-12-26', profit: 0 })
    expect(revenue.result?.total).toBe(110)

    // Next Monday (Beijing) the day and week boards start again; the total one does not.
    t.clock.advance(5 * 24 * 60 * 60 * 1000)
    const board = (type: string) =>
      t.call<Leaderboard>(`/gift/leaderboard/${type}`, { query: { roomId: anchor.roomId } })
    expect((await board('day')).result?.entries).toEqual([])
    expect((await board('week')).result?.entries).toEqual([])
    expect((await board('total')).result?.entries).toEqual([
      expect.objectContaining({ rank: 1, uid: sender.uid, gifts: 11, days: 1 }),
    ])
    const week = await t.call('/anchor/goldTotal', { token: anchor.token })
    // goldTotal's week is the last 7 days, not the calendar week of the boards.
    expect(week.result).toEqual({ today: 0, week: 110, total: 110 })
    t.clock.advance(-5 * 24 * 60 * 60 * 1000)
  })

  it('lists live rooms only, most viewers first', async () => {
    const quiet = await liveAnchor()
    const busy = await liveAnchor()
    await database.db.update(liveRooms).set({ viewers: 40 }).where(eq(liveRooms.id, busy.roomId))
    await database.db.update(liveRooms).set({ viewers: 5 }).where(eq(liveRooms.id, quiet.roomId))
    const offline = await t.anchor(admin)
    const rooms = await t.call<{ list: LiveRoom[]; total: number }>('/live/rooms', { query: { gameId: 1 } })
    const ids = rooms.result?.list.map((room) => room.roomId) ?? []
    expect(ids.indexOf(busy.roomId)).toBeLessThan(ids.indexOf(quiet.roomId))
    expect(ids).not.toContain(offline.roomId)
    expect(rooms.result?.list.every((room) => room.state === 'live')).toBe(true)
  })
})
