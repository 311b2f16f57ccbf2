import type { Browser, Page } from '@playwright/test'
import { z } from 'zod'
import { envelopeSchema } from '../protocol/envelope'
import { GAMES } from '../protocol/games'
import { expect, test } from './fixtures'
import { AnchorCentrePage } from './pages/anchor-centre-page'
import { LiveRoomPage } from './pages/live-room-page'
import { freshPhone, LoginModal } from './pages/login-modal'
import { verifyAdult } from './support/accounts'
import { pushPoint } from './support/api'
import { adminMobile } from './support/live-env'
import { pushTestStream, type TestStream } from './support/stream'

// The live-room story, on screen from start to end: a user applies to be an anchor, an
// administrator approves, the anchor links a live match, pushes a real RTMP stream and starts live; a viewer
// watches the video play and the score move, chats (a contact-details line and an XSS payload included),
// sends a gift, and the anchor's revenue shows it.

const liveMatchesSchema = envelopeSchema(
  z.array(z.object({ id: z.string(), gameId: z.number(), seq: z.number(), startTime: z.number() }).loose()),
)

/** A match in progress to cover: basketball first (the longest), else the one that started last. */
async function pickLiveMatch(page: Page): Promise<{ id: string; gameId: number }> {
  let picked: { id: string; gameId: number } | undefined
  await expect
    .poll(
      async () => {
        const reply = liveMatchesSchema.parse(
          await (await page.request.get('/java/v2/match/getPCLiveGameMatch')).json(),
        )
        const live = reply.result ?? []
        // The one that started last has the most of its time left: the first basketball match listed could be
        // in its last minutes and end while the anchor applies, leaving the room's match picker without it.
        const latest = (matches: typeof live) => [...matches].sort((a, b) => b.startTime - a.startTime)[0]
        picked = latest(live.filter((m) => m.gameId === 201)) ?? latest(live)
        return picked !== undefined
      },
      { timeout: 60_000, message: 'the feed has a match in progress' },
    )
    .toBe(true)
  if (!picked) throw new Error('no live match')
  return picked
}

async function loggedInPage(browser: Browser, mobile: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto('/')
  await new LoginModal(page).loginWithCode(mobile)
  // Verified adults may spend (GIFTING_RULES); the check's own screens are spending.spec.ts's.
  await verifyAdult(page.request, mobile)
  return page
}

test('an anchor goes live with a real stream; a viewer watches, chats and sends a gift', async ({
  browser,
  page: anchor,
}) => {
  test.setTimeout(300_000)
  let stream: TestStream | null = null
  try {
    const match = await pickLiveMatch(anchor)
    const slug = GAMES.find((g) => g.gameId === match.gameId)?.slug ?? 'lol'

    // 1. A user applies (§4, §5: the bound phone, 18 or older, the 11 prohibitions accepted).
    const anchorPhone = freshPhone('136')
    await anchor.goto('/')
    await new LoginModal(anchor).loginWithCode(anchorPhone)
    const centre = new AnchorCentrePage(anchor)
    const application = { name: '张主播', birthDate: '1995-06-01', mobile: anchorPhone, intro: '专业解说，陪你看球' }
    await centre.apply({ ...application, gameId: match.gameId })

    // 2. An administrator approves it on the review page.
    const admin = await loggedInPage(browser, adminMobile('liveRoom', test.info().retry))
    await new AnchorCentrePage(admin).pass('张主播')
    await admin.context().close()

    // 3. The anchor sets the room up: title, the live match, then reads the stream code.
    const code = await centre.setUpRoom('今晚一起看比赛', match.id)
    expect(code).toMatch(/^[\w-]{20,}$/)

    // 4. §4: start the stream in the tool, then click start live.
    stream = pushTestStream(code)
    const roomHref = await centre.goLive()
    expect(roomHref).toMatch(new RegExp(`^/${slug.replace(':', '(:|%3A)')}/\\d+$`))

    // 5. A viewer finds the room in the live list and opens it.
    const viewer = await loggedInPage(browser, freshPhone('137'))
    const room = new LiveRoomPage(viewer)
    await room.openFromLiveList('今晚一起看比赛')
    await viewer.screenshot({ path: '.tmp/screens/live-list.png' })

    // The video really plays: time advances and the picture has the stream's size.
    await expect.poll(() => room.videoTime(), { timeout: 30_000 }).toBeGreaterThan(1)
    const before = await room.videoTime()
    await expect.poll(() => room.videoTime()).toBeGreaterThan(before + 1)
    expect(await room.videoSize()).toEqual([640, 360])

    // A live stream's own controls: no native bar (no running time, no seek bar), a red LIVE badge at the
    // edge, and the muted autoplay's hint, gone once clicked; paused it is behind, 回到直播 brings it back.
    const video = viewer.getByTestId('live-player').locator('video')
    const badge = viewer.getByTestId('player-live-badge')
    await expect(video).not.toHaveAttribute('controls')
    await expect(badge).toHaveAttribute('data-behind', 'false')
    await viewer.getByTestId('player-unmute-hint').click()
    await expect(viewer.getByTestId('player-unmute-hint')).toBeHidden()
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false)
    await viewer.getByTestId('player-play').click()
    await expect(badge).toHaveAttribute('data-behind', 'true')
    await viewer.getByTestId('player-go-live').click()
    await expect(badge).toHaveAttribute('data-behind', 'false')

    // The covered match's score moves with the feed.
    await expect(room.coveredMatch).toHaveAttribute('data-match-id', match.id)
    const pushed = await pushPoint(viewer.request, match.id)
    await expect.poll(() => room.coveredSeq()).toBeGreaterThanOrEqual(pushed.seq)

    // The covered match's page offers 看直播 now that a room is on air on it, and it opens this room.
    await viewer.goto(`/${slug}/${match.id}`)
    await viewer.getByTestId('live-rooms-link').click()
    await expect(room.title).toContainText('今晚一起看比赛')

    // 6. Chat: a line appears; contact details are refused with §8's message; HTML stays text.
    await room.say('主播加油！')
    await expect(room.chatLine('主播加油！')).toBeVisible()
    await room.say('加我微信 abc12345')
    await expect(room.chatRefusal).toHaveText('内容不合规，请勿发送联系方式或广告')
    const xss = '<img src=x onerror="window.__xss=1">'
    await room.say(xss)
    await expect(room.chatLine(xss)).toBeVisible()
    expect(await room.chatList.locator('img').count()).toBe(0)
    expect(await viewer.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined()

    // The anchor sets the room's rules from the chat; a blocked word is then refused with its message.
    await anchor.goto(roomHref)
    await new LiveRoomPage(anchor).blockWords('广告词')
    await room.say('这里有广告词')
    await expect(room.chatRefusal).toHaveText('内容包含本直播间的屏蔽词')
    await anchor.screenshot({ path: '.tmp/screens/live-room-anchor.png' })

    // 7. A gift: 10 coins of the new user's 200, an effect for the room, a line in the chat.
    await expect(room.giftBalance).toContainText('200')
    await room.sendGift('trophy')
    await expect(room.giftBalance).toContainText('190')
    await expect(room.giftEffects).toBeVisible()
    // More than the balance (99 × 10 coins): said before sending, and the send button stays off.
    await room.chooseGift('trophy', 99)
    await expect(room.giftShort).toContainText('金币不足')
    await expect(room.giftSend).toBeDisabled()
    await room.chooseGift('trophy', 1)
    await expect(room.giftSend).toBeEnabled()
    // A rocket (100) leaves 90 coins: the rocket can no longer be picked, the car (50) still can, and the
    // hint leads to the recharge page.
    await room.sendGift('rocket')
    await expect(room.giftBalance).toHaveText(/\b90\b/)
    await expect(room.giftChoice('rocket')).toBeDisabled()
    await expect(room.giftChoice('car')).toBeEnabled()
    await expect(room.giftSend).toBeDisabled()
    await expect(room.giftShort).toContainText('金币不足')
    await expect(room.giftRecharge).toHaveAttribute('href', '/userInfo/water')
    await viewer.screenshot({ path: '.tmp/screens/live-room.png' })

    // 8. The anchor's centre shows the revenue.
    await centre.openRevenue()
    await expect(centre.revenueToday).toContainText('110')
    await anchor.screenshot({ path: '.tmp/screens/anchor-revenue.png' })
    await viewer.context().close()
  } finally {
    await stream?.stop()
  }
})
