import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../../protocol/auth'
import type { AnchorProfile, AnchorStanding, LiveRoom, LiveSettings } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { liveImages, liveRooms } from '../../live/tables'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { insertCatalogue, insertMatch } from '../../test-support/fixtures'
import { type LiveTestApp, startLiveTestApp, type TestUser } from '../../test-support/live-app'

let database: TestDatabase
let t: LiveTestApp
let admin: TestUser

beforeAll(async () => {
  database = await openTestDatabase()
  t = await startLiveTestApp(database.db)
  admin = await t.user({ roles: ['admin'] })
  await insertCatalogue(database.db, [1, 202])
}, 60_000)
afterAll(async () => {
  await t.close()
  await database.close()
})

const HOUR = 60 * 60 * 1000

function application(mobile: string, birthDate = '1995-03-04') {
  return { realName: '李四', birthDate, mobile, gameId: 1, shortIntro: '英雄联盟解说', acceptRules: true }
}

/** A PNG header of the given size (the server reads only the signature and IHDR). */
function png(width: number, height: number): string {
  const bytes = Buffer.alloc(33)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes, 0)
  bytes.writeUInt32BE(13, 8)
  bytes.write('IHDR', 12, 'latin1')
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  return `data:image/png;base64,${bytes.toString('base64')}`
}

describe('the anchor application (§4, §5)', () => {
  it('needs the phone bound to the account', async () => {
    const user = await t.user()
    const reply = await t.call('/anchor/application', { token: user.token, body: application('13700000000') })
    expect(reply).toMatchObject({ status: 'fail', code: 400, errorMsg: LIVE_MESSAGES.phoneNotBound.message })
  })

  it('refuses applicants under 18 on the Beijing calendar, and accepts an 18th birthday', async () => {
    const user = await t.user()
    // The test clock is 2025-01-01 12:00 in Beijing.
    const young = await t.call('/anchor/application', {
      token: user.token,
      body: application(user.mobile, '2007-01-02'),
    })
    expect(young).toMatchObject({ status: 'fail', errorMsg: LIVE_MESSAGES.underAge.message })
    const invalid = await t.call('/anchor/application', {
      token: user.token,
      body: application(user.mobile, '1990-02-30'),
    })
    expect(invalid).toMatchObject({ status: 'fail', errorMsg: LIVE_MESSAGES.birthDateInvalid.message })
    const adult = await t.call<AnchorStanding>('/anchor/application', {
      token: user.token,
      body: application(user.mobile, '2007-01-01'),
    })
    expect(adult.result).toMatchObject({ status: 'underReview', roomId: null })
  })

  it('refuses a second application while one is under review, and visitors', async () => {
    const user = await t.user()
    await t.call('/anchor/application', { token: user.token, body: application(user.mobile) })
    const again = await t.call('/anchor/application', { token: user.token, body: application(user.mobile) })
    expect(again).toMatchObject({ status: 'fail', errorMsg: LIVE_MESSAGES.applicationPending.message })
    expect(await t.call('/anchor/application', { body: application(user.mobile) })).toMatchObject({ errorCode: 3000 })
    const status = await t.call<AnchorStanding>('/anchor/status', { token: user.token })
    expect(status.result?.status).toBe('underReview')
  })

  it('lets only administrators review; a pass makes an anchor with a room and a secret stream code', async () => {
    const user = await t.user()
    await t.call('/anchor/application', { token: user.token, body: application(user.mobile) })
    const listed = await t.call<{ list: { uid: number; status: string }[] }>('/admin/anchor/applications', {
      token: admin.token,
      query: { status: 'underReview' },
    })
    expect(listed.result?.list.map((entry) => entry.uid)).toContain(user.uid)
    const byUser = await t.call('/admin/anchor/review', {
      token: user.token,
      body: { uid: user.uid, decision: 'pass' },
    })
    expect(byUser).toMatchObject({ status: 'fail', code: 403 })
    const passed = await t.call<AnchorStanding>('/admin/anchor/review', {
      token: admin.token,
      body: { uid: user.uid, decision: 'pass' },
    })
    expect(passed.result).toMatchObject({ status: 'passed', banReason: null })
    expect(passed.result?.roomId).toBeGreaterThanOrEqual(1001)
    const info = await t.call<User>('/user/info', { token: user.token })
    expect(info.result?.roles).toContain('anchor')
    const whether = await t.call<{ anchor: boolean }>('/anchor/whether', { token: user.token })
    expect(whether.result?.anchor).toBe(true)
    const settings = await t.call<LiveSettings>('/anchor/liveInfo', { token: user.token })
    expect(settings.result?.streamCode).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(settings.result?.streamAddress).toBe('rtmp://localhost:1935/live')
    expect(settings.result).toMatchObject({ state: 'offline', gameId: 1, title: '' })
    const again = await t.call('/anchor/application', { token: user.token, body: application(user.mobile) })
    expect(again).toMatchObject({ status: 'fail', errorMsg: LIVE_MESSAGES.alreadyAnchor.message })
  })

  it('keeps non-anchors out of the anchor centre', async () => {
    const user = await t.user()
    expect(await t.call('/anchor/liveInfo', { token: user.token })).toMatchObject({ status: 'fail', code: 403 })
    expect(
      await t.call('/admin/anchor/review', { token: admin.token, body: { uid: user.uid, decision: 'pass' } }),
    ).toMatchObject({ status: 'fail', code: 404, errorMsg: LIVE_MESSAGES.applicationNotFound.message })
  })
})

describe('live settings, start and end live', () => {
  it('starts live only with a title and a match in the live window, then ends it', async () => {
    const anchor = await t.anchor(admin)
    const noTitle = await t.call('/anchor/broadcast', { token: anchor.token })
    expect(noTitle).toMatchObject({ status: 'fail', errorMsg: LIVE_MESSAGES.titleRequired.message })
    expect(await t.call('/anchor/updateAnchor', { token: anchor.token, body: { title: '   ' } })).toMatchObject({
      status: 'fail',
      code: 400,
    })
    const titled = await t.call<LiveSettings>('/anchor/updateAnchor', {
      token: anchor.token,
      body: { title: '今晚决赛', keywords: ['广告', '广告'], slowModeSeconds: 3 },
    })
    expect(titled.result).toMatchObject({ title: '今晚决赛', keywords: ['广告'], slowModeSeconds: 3 })

    const now = t.clock.now()
    await insertMatch(database.db, { id: 'far', gameId: 202, startTime: now + 2 * HOUR })
    await insertMatch(database.db, { id: 'soon', gameId: 202, startTime: now + HOUR / 2 })
    await insertMatch(database.db, { id: 'done', gameId: 202, startTime: now - 3 * HOUR, status: 'closed' })
    for (const matchId of ['far', 'done', 'nonexistent']) {
      const refused = await t.call('/anchor/toggleMatchId', { token: anchor.token, body: { matchId } })
      expect(refused).toMatchObject({ status: 'fail', errorMsg: LIVE_MESSAGES.matchWindow.message })
    }
    const linked = await t.call<LiveSettings>('/anchor/toggleMatchId', {
      token: anchor.token,
      body: { matchId: 'soon' },
    })
    expect(linked.result).toMatchObject({ matchId: 'soon', gameId: 202 })

    // A linked match that is not (or no longer) in the window refuses start live too.
    await database.db.update(liveRooms).set({ matchId: 'far' }).where(eq(liveRooms.id, anchor.roomId))
    const outside = await t.call('/anchor/broadcast', { token: anchor.token })
    expect(outside).toMatchObject({ status: 'fail', errorMsg: LIVE_MESSAGES.matchWindow.message })
    await t.call('/anchor/toggleMatchId', { token: anchor.token, body: { matchId: 'soon' } })

    const before = t.pushes.rooms.length
    const started = await t.call<LiveRoom>('/anchor/broadcast', { token: anchor.token })
    expect(started.result).toMatchObject({ state: 'live', startedAt: now, endedAt: null, matchId: 'soon' })
    expect(t.pushes.rooms.slice(before).at(-1)).toEqual(started.result)
    const [row] = await database.db.select().from(liveRooms).where(eq(liveRooms.id, anchor.roomId))
    expect(row?.broadcastNo).toBe(1)
    expect(await t.call('/anchor/broadcast', { token: anchor.token })).toMatchObject({
      status: 'fail',
      errorMsg: LIVE_MESSAGES.alreadyLive.message,
    })
    const isLive = await t.call('/anchor/isBroadcast', { token: anchor.token })
    expect(isLive.result).toEqual({ live: true, publishing: false, roomId: anchor.roomId })
    const listed = await t.call<{ list: LiveRoom[] }>('/live/rooms', { query: { matchId: 'soon' } })
    expect(listed.result?.list.map((room) => room.roomId)).toEqual([anchor.roomId])

    t.clock.advance(60_000)
    const ended = await t.call<LiveRoom>('/anchor/downcast', { token: anchor.token })
    expect(ended.result).toMatchObject({ state: 'ended', endedAt: now + 60_000 })
    expect((ended.result?.version ?? 0) > (started.result?.version ?? 0)).toBe(true)
    t.clock.advance(HOUR)
    const later = await t.call<LiveRoom>('/live/room', { query: { roomId: anchor.roomId } })
    expect(later.result?.state).toBe('offline')
    expect(await t.call('/live/room', { query: { roomId: 999_999 } })).toMatchObject({ code: 404 })
  })

  it('bans an anchor: a live broadcast ends at once and broadcasting is refused', async () => {
    const anchor = await t.anchor(admin)
    await t.call('/anchor/updateAnchor', { token: anchor.token, body: { title: '直播中' } })
    await t.call('/anchor/broadcast', { token: anchor.token })
    const before = t.pushes.rooms.length
    const banned = await t.call<AnchorStanding>('/admin/anchor/review', {
      token: admin.token,
      body: { uid: anchor.uid, decision: 'ban', reason: 'violation' },
    })
    expect(banned.result).toMatchObject({ status: 'banned', banReason: 'violation', roomId: anchor.roomId })
    expect(t.pushes.rooms.slice(before)).toEqual([expect.objectContaining({ roomId: anchor.roomId, state: 'ended' })])
    const whether = await t.call<{ anchor: boolean; status: string }>('/anchor/whether', { token: anchor.token })
    expect(whether.result).toMatchObject({ anchor: false, status: 'banned' })
    for (const [path, body] of [
      ['/anchor/broadcast', undefined],
      ['/anchor/updateAnchor', { title: '再来' }],
      ['/anchor/toggleMatchId', { matchId: null }],
    ] as const) {
      const refused = await t.call(path, { token: anchor.token, body })
      expect(refused).toMatchObject({ status: 'fail', code: 403, errorMsg: LIVE_MESSAGES.broadcastBanned.message })
    }
    // The centre still shows the settings and the ban; re-applying is refused.
    expect((await t.call('/anchor/liveInfo', { token: anchor.token })).status).toBe('success')
    const reapply = await t.call('/anchor/application', { token: anchor.token, body: application(anchor.mobile) })
    expect(reapply).toMatchObject({ status: 'fail', errorMsg: LIVE_MESSAGES.accountBanned.message })
    const list = await t.call<{ list: AnchorProfile[] }>('/anchor/list', { query: { pageSize: 100 } })
    expect(list.result?.list.map((profile) => profile.uid)).not.toContain(anchor.uid)
  })
})

describe('covers and anchor info', () => {
  it('stores a cover and square detail pictures, serves them, and deletes replaced ones', async () => {
    const anchor = await t.anchor(admin, { gameId: 202 })
    const bad = await t.call('/anchor/updateAnchor', {
      token: anchor.token,
      body: { cover: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}` },
    })
    expect(bad).toMatchObject({ status: 'fail', errorMsg: LIVE_MESSAGES.coverInvalid.message })
    const covered = await t.call<LiveSettings>('/anchor/updateAnchor', {
      token: anchor.token,
      body: { cover: png(16, 9) },
    })
    const cover = covered.result?.cover ?? ''
    expect(cover).toMatch(/^\/live\/image\/\d+$/)
    const served = await t.app.inject({ url: cover })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['cache-control']).toContain('immutable')

    const notSquare = await t.call('/anchor/anchorInfo', {
      token: anchor.token,
      body: { shortIntro: '足球', detailIntro: '专业足球解说', pictures: [png(10, 12)] },
    })
    expect(notSquare).toMatchObject({ status: 'fail', errorMsg: LIVE_MESSAGES.pictureInvalid.message })
    const saved = await t.call<AnchorProfile>('/anchor/anchorInfo', {
      token: anchor.token,
      body: { shortIntro: '足球', detailIntro: '专业足球解说', pictures: [png(8, 8), png(20, 20)] },
    })
    expect(saved.result).toMatchObject({ shortIntro: '足球', detailIntro: '专业足球解说', gameId: 202 })
    const [first, second] = saved.result?.pictures ?? []
    const kept = await t.call<AnchorProfile>('/anchor/anchorInfo', {
      token: anchor.token,
      body: { shortIntro: '足球', detailIntro: '专业足球解说', pictures: [second, png(4, 4)] },
    })
    expect(kept.result?.pictures[0]).toBe(second)
    expect(kept.result?.pictures).toHaveLength(2)
    expect((await t.app.inject({ url: first ?? '' })).statusCode).toBe(404)
    // Someone else's picture URL is not "kept": it must be an image of your own.
    const other = await t.anchor(admin)
    const stolen = await t.call('/anchor/anchorInfo', {
      token: other.token,
      body: { shortIntro: '偷', detailIntro: '偷图', pictures: [second] },
    })
    expect(stolen).toMatchObject({ status: 'fail', errorMsg: LIVE_MESSAGES.pictureInvalid.message })

    const reset = await t.call<LiveSettings>('/anchor/updateAnchor', { token: anchor.token, body: { cover: null } })
    expect(reset.result?.cover).toBeNull()
    const coverId = Number(cover.split('/').at(-1))
    expect(await database.db.select().from(liveImages).where(eq(liveImages.id, coverId))).toEqual([])

    const profile = await t.call<AnchorProfile>('/anchor/profile', { query: { uid: anchor.uid } })
    expect(profile.result).toMatchObject({ uid: anchor.uid, roomId: anchor.roomId, live: false, fans: 0 })
    const own = await t.call<AnchorProfile>('/anchor/profile', { token: anchor.token })
    expect(own.result?.uid).toBe(anchor.uid)
    const byGame = await t.call<{ list: AnchorProfile[]; total: number }>('/anchor/list', { query: { gameId: 202 } })
    expect(byGame.result?.list.map((p) => p.uid)).toContain(anchor.uid)
    expect(byGame.result?.list.every((p) => p.gameId === 202)).toBe(true)
  })
})

describe('contact details in public anchor texts (§5)', () => {
  const refused = { status: 'fail', code: 400, errorMsg: LIVE_MESSAGES.chatNonCompliant.message }

  it('refuses them in room titles, introductions and applications, and changes nothing', async () => {
    const anchor = await t.anchor(admin)
    await t.call('/anchor/updateAnchor', { token: anchor.token, body: { title: '今晚决赛' } })
    const title = await t.call('/anchor/updateAnchor', { token: anchor.token, body: { title: '加微信 abc123456 看' } })
    expect(title).toMatchObject(refused)
    const settings = await t.call<LiveSettings>('/anchor/liveInfo', { token: anchor.token })
    expect(settings.result?.title).toBe('今晚决赛')

    const intro = { shortIntro: '足球', detailIntro: '专业足球解说', pictures: [] }
    for (const body of [
      { ...intro, shortIntro: 'QQ 12345678' },
      { ...intro, detailIntro: '合作请联系 138 0013 8000' },
      { ...intro, detailIntro: '更多录像 www.example.com' },
    ])
      expect(await t.call('/anchor/anchorInfo', { token: anchor.token, body }), JSON.stringify(body)).toMatchObject(
        refused,
      )
    const clean = await t.call<AnchorProfile>('/anchor/anchorInfo', { token: anchor.token, body: intro })
    expect(clean.result).toMatchObject({ shortIntro: '足球' })

    const user = await t.user()
    const applied = await t.call('/anchor/application', {
      token: user.token,
      body: { ...application(user.mobile), shortIntro: '扣扣 55667788' },
    })
    expect(applied).toMatchObject(refused)
    const status = await t.call<AnchorStanding>('/anchor/status', { token: user.token })
    expect(status.result?.status).not.toBe('underReview')
  })
})
