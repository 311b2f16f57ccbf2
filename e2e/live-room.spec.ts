import type { Browser, Page } from '@playwright/test'
import { z } from 'zod'
import { envelopeSchema } from '../protocol/envelope'
import { GAMES } from '../protocol/games'
import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'
import { pushPoint } from './support/api'
import { E2E_ADMIN_MOBILE } from './support/live-env'
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
        picked = live.find((m) => m.gameId === 201) ?? [...live].sort((a, b) => a.seq - b.seq)[0]
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
  return page
}

test('an anchor goes live with a real stream; a viewer watches, chats and sends a gift', async ({
  browser,
  page: anchor,
}) => {
  test.setTimeout(240_000)
  let stream: TestStream | null = null
  try {
    const match = await pickLiveMatch(anchor)
    const slug = GAMES.find((g) => g.gameId === match.gameId)?.slug ?? 'lol'

    // 1. A user applies (§4, §5: the bound phone, 18 or older, the 11 prohibitions accepted).
    const anchorPhone = freshPhone('136')
    await anchor.goto('/')
    await new LoginModal(anchor).loginWithCode(anchorPhone)
    await anchor.goto('/anchorCenter')
    await expect(anchor.getByTestId('application-rules').locator('li')).toHaveCount(11)
    await anchor.getByTestId('application-name').fill('张主播')
    await anchor.getByTestId('application-birth').fill('1995-06-01')
    await anchor.getByTestId('application-mobile').fill(anchorPhone)
    await anchor.getByTestId('application-game').selectOption(String(match.gameId))
    await anchor.getByTestId('application-intro').fill('专业解说，陪你看球')
    await anchor.getByTestId('application-accept').check()
    await anchor.getByTestId('application-submit').click()
    await expect(anchor.getByTestId('application-under-review')).toBeVisible()

    // 2. An administrator approves it on the review page.
    const admin = await loggedInPage(browser, E2E_ADMIN_MOBILE)
    await admin.goto('/anchorCenter/review')
    const row = admin.getByTestId('application-row').filter({ hasText: '张主播' }).first()
    await row.getByTestId('review-pass').click()
    await expect(row).toHaveAttribute('data-status', 'passed')
    await admin.context().close()

    // 3. The anchor sets the room up: title, the live match, then reads the stream code.
    await anchor.goto('/anchorCenter/live')
    await anchor.getByTestId('live-title').fill('今晚一起看比赛')
    await anchor.getByTestId('settings-save').click()
    await expect(anchor.getByTestId('settings-message')).toBeVisible()
    await anchor.locator(`[data-testid="match-option"][data-match-id="${match.id}"]`).click()
    await expect(anchor.getByTestId('linked-match')).toBeVisible()
    await anchor.getByTestId('stream-code-toggle').click()
    const code = await anchor.getByTestId('stream-code').inputValue()
    expect(code).toMatch(/^[\w-]{20,}$/)

    // 4. §4: start the stream in the tool, then click start live.
    stream = pushTestStream(code)
    await expect(anchor.getByTestId('broadcast-status')).toHaveAttribute('data-publishing', 'true', {
      timeout: 30_000,
    })
    await anchor.getByTestId('start-live').click()
    await expect(anchor.getByTestId('broadcast-status')).toHaveAttribute('data-live', 'true')
    const roomHref = await anchor.getByTestId('my-room-link').getAttribute('href')
    expect(roomHref).toMatch(new RegExp(`^/${slug.replace(':', '(:|%3A)')}/\\d+$`))

    // 5. A viewer finds the room in the live list and opens it.
    const viewer = await loggedInPage(browser, freshPhone('137'))
    await viewer.goto('/live')
    const card = viewer.getByTestId('live-card').filter({ hasText: '今晚一起看比赛' })
    await expect(card).toBeVisible()
    await viewer.screenshot({ path: '.tmp/screens/live-list.png' })
    await card.click()
    await expect(viewer.getByTestId('room-title')).toContainText('今晚一起看比赛')

    // The video really plays: time advances and the picture has the stream's size.
    await expect
      .poll(() => viewer.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(1)
    const before = await viewer.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime)
    await expect
      .poll(() => viewer.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(before + 1)
    expect(await viewer.locator('video').evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([
      640, 360,
    ])

    // The covered match's score moves with the feed.
    const score = viewer.getByTestId('live-room-match').getByTestId('match-score')
    await expect(viewer.getByTestId('live-room-match').getByTestId('match-row')).toHaveAttribute(
      'data-match-id',
      match.id,
    )
    const pushed = await pushPoint(viewer.request, match.id)
    await expect.poll(async () => Number(await score.getAttribute('data-seq'))).toBeGreaterThanOrEqual(pushed.seq)

    // 6. Chat: a line appears; contact details are refused with §8's message; HTML stays text.
    const input = viewer.getByTestId('chat-text')
    await input.fill('主播加油！')
    await viewer.getByTestId('chat-send').click()
    await expect(viewer.locator('[data-testid="chat-line"][data-seq]').filter({ hasText: '主播加油！' })).toBeVisible()
    await input.fill('加我微信 abc12345')
    await viewer.getByTestId('chat-send').click()
    await expect(viewer.getByTestId('chat-refusal')).toHaveText('内容不合规，请勿发送联系方式或广告')
    const xss = '<img src=x onerror="window.__xss=1">'
    await input.fill(xss)
    await viewer.getByTestId('chat-send').click()
    await expect(viewer.locator('[data-testid="chat-line"][data-seq]').filter({ hasText: xss })).toBeVisible()
    expect(await viewer.getByTestId('chat-list').locator('img').count()).toBe(0)
    expect(await viewer.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined()

    // The anchor sets the room's rules from the chat; a blocked word is then refused with its message.
    await anchor.goto(roomHref ?? '/')
    await anchor.getByTestId('chat-rules-open').click()
    await anchor.getByTestId('chat-rules-keywords').fill('广告词')
    await anchor.getByTestId('chat-rules').getByRole('button', { name: '保存' }).click()
    await expect(anchor.getByTestId('chat-rules')).toContainText('已保存')
    await input.fill('这里有广告词')
    await viewer.getByTestId('chat-send').click()
    await expect(viewer.getByTestId('chat-refusal')).toHaveText('内容包含本直播间的屏蔽词')
    await anchor.screenshot({ path: '.tmp/screens/live-room-anchor.png' })

    // 7. A gift: 10 coins of the new user's 200, an effect for the room, a line in the chat.
    await expect(viewer.getByTestId('gift-balance')).toContainText('200')
    await viewer.locator('[data-testid="gift-choice"][data-gift="trophy"]').click()
    await viewer.getByTestId('gift-send').click()
    await expect(viewer.getByTestId('gift-balance')).toContainText('190')
    await expect(viewer.getByTestId('gift-effects').locator('[data-testid="gift-float"]')).toBeVisible()
    await viewer.screenshot({ path: '.tmp/screens/live-room.png' })

    // 8. The anchor's centre shows the revenue.
    await anchor.goto('/anchorCenter/revenueDetails')
    await expect(anchor.getByTestId('revenue-today')).toContainText('10')
    await anchor.screenshot({ path: '.tmp/screens/anchor-revenue.png' })
    await viewer.context().close()
  } finally {
    await stream?.stop()
  }
})
