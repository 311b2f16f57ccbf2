import type { Browser, Page } from '@playwright/test'
import { LIVE_LIMITS } from '../protocol/live'
import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'
import { type ApiUser, callAs, loginByApi, verifyAdult } from './support/accounts'
import { adminMobile } from './support/live-env'
import { pushTestStream, type TestStream } from './support/stream'

// Paid video is gated where its bytes are served: a visitor of a paid room gets no playlist address, and
// neither the old predictable address nor a made-up token fetches the playlist; a viewer who unlocks gets a
// signed address of their own (expiring, cached privately only) and the video plays. The anchor's part happens off-screen through the calls.

type Settings = { roomId: number; streamCode: string; publishing: boolean }

/** A passed anchor with a paid room, live with a real RTMP stream. */
async function paidRoomLive(browser: Browser): Promise<{ anchor: ApiUser; roomId: number; stream: TestStream }> {
  // Each user calls from a context of their own: a login replaces the session its cookie jar holds.
  const anchorContext = await browser.newContext()
  const adminContext = await browser.newContext()
  const anchor = await loginByApi(anchorContext.request, freshPhone('136'))
  const page = { request: anchorContext.request }
  const applied = await callAs(page.request, anchor, 'POST', '/anchor/application', {
    realName: '付费主播',
    birthDate: '1994-03-02',
    mobile: anchor.mobile,
    gameId: 1,
    shortIntro: '付费房间的测试主播',
    acceptRules: true,
  })
  expect(applied.status, applied.msg ?? '').toBe('success')
  const admin = await loginByApi(adminContext.request, adminMobile('paidRoom', test.info().retry))
  const passed = await callAs(adminContext.request, admin, 'POST', '/admin/anchor/review', {
    uid: anchor.uid,
    decision: 'pass',
  })
  expect(passed.status, passed.msg ?? '').toBe('success')
  const updated = await callAs(page.request, anchor, 'POST', '/anchor/updateAnchor', {
    title: '付费直播测试',
    paid: true,
  })
  expect(updated.status, JSON.stringify(updated)).toBe('success')
  const { roomId, streamCode } = updated.result as Settings
  const stream = pushTestStream(streamCode)
  await expect
    .poll(async () => ((await callAs(page.request, anchor, 'GET', '/anchor/liveInfo')).result as Settings).publishing, {
      timeout: 30_000,
      message: 'the ingest sees the stream',
    })
    .toBe(true)
  const live = await callAs(page.request, anchor, 'GET', '/anchor/broadcast')
  expect(live.status, live.msg ?? '').toBe('success')
  await adminContext.close()
  return { anchor, roomId, stream }
}

/** The HTTP status of a GET made by the page itself (its cookies, its origin). */
function statusFromPage(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => (await fetch(url, { cache: 'no-store' })).status, path)
}

test('a visitor cannot fetch a paid room’s playlist; a viewer who unlocks watches', async ({ browser }) => {
  test.setTimeout(180_000)
  let stream: TestStream | null = null
  try {
    const room = await paidRoomLive(browser)
    stream = room.stream
    const roomPath = `/lol/${room.roomId}`

    // A visitor: the paywall on screen, no address from the server, and no playlist by guessing one.
    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto(roomPath)
    await expect(visitor.getByTestId('room-title')).toContainText('付费直播测试')
    await expect(visitor.getByTestId('player-unlock')).toBeVisible()
    const playback = await visitor.evaluate(
      async (roomId) => (await (await fetch(`/java/live/playback?roomId=${roomId}`)).json()).result,
      room.roomId,
    )
    expect(playback).toMatchObject({ gate: 'paid', hlsUrl: null, price: LIVE_LIMITS.paidRoomPrice })
    expect(await statusFromPage(visitor, `/hls/${room.roomId}/index.m3u8`)).not.toBe(200)
    expect(await statusFromPage(visitor, `/hls/${room.roomId}/forged-token/index.m3u8`)).toBe(403)

    // A viewer logs in, unlocks with coins and the video plays from a signed address of their own.
    const viewer = await (await browser.newContext()).newPage()
    await viewer.goto(roomPath)
    const viewerPhone = freshPhone('137')
    await new LoginModal(viewer).loginWithCode(viewerPhone)
    await verifyAdult(viewer.request, viewerPhone)
    const hlsRequest = viewer.waitForRequest((request) => /\/hls\/\d+\/[^/]+\/index\.m3u8/.test(request.url()))
    await viewer.getByTestId('player-unlock').click()
    await expect
      .poll(() => viewer.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(1)
    const signed = new URL((await hlsRequest).url()).pathname
    expect(signed).toMatch(new RegExp(`^/hls/${room.roomId}/[^/]+/index\\.m3u8$`))
    expect(await statusFromPage(viewer, signed)).toBe(200)
    await viewer.screenshot({ path: '.tmp/screens/paid-room-unlocked.png' })

    // The address names its viewer (not the shared viewer 0) and no cache may keep the playlist.
    expect(signed.split('/')[3]).toMatch(/^\d+-[1-9]\d*-[\w-]{43}$/)
    const cacheControl = await viewer.evaluate(
      async (url) => (await fetch(url, { cache: 'no-store' })).headers.get('cache-control'),
      signed,
    )
    expect(cacheControl).toBe('private, no-store')
    await visitor.screenshot({ path: '.tmp/screens/paid-room-visitor.png' })
  } finally {
    await stream?.stop()
  }
})
