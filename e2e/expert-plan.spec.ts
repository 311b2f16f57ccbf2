import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'
import { verifyAdult } from './support/accounts'
import { adminMobile } from './support/live-env'

// The expert story, on screen from start to end: a user applies to be an expert, an administrator approves;
// the expert writes a plan with a picture on an upcoming match, the administrator publishes it; another user
// buys it (the balance falls, the content unlocks); the match ends as a miss, the buyer's coins come back
// and "my orders" shows the refund.

/** A 64×36 PNG, as a user's picture file. */
const PICTURE = {
  name: 'cover.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAkCAIAAAC2bqvFAAAAU0lEQVR4nO3PQQkAMAzAwMqpfxWTNRF7HINABFzm7H7dcEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa8NgFv6LYiKnKALIAAAAASUVORK5CYII=',
    'base64',
  ),
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

test('an expert is approved, publishes a plan, a buyer unlocks it and is refunded when it misses', async ({
  browser,
  page: expert,
}) => {
  test.setTimeout(180_000)
  const name = `专家${Date.now() % 100_000}`

  // 1. A user applies (§4): a profile, the games, the expert guidance accepted.
  await expert.goto('/')
  await new LoginModal(expert).loginWithCode(freshPhone('133'))
  await expert.goto('/expert/apply')
  await expert.getByTestId('expert-apply-submit').click()
  await expect(expert.getByTestId('expert-apply-message')).toHaveText('请填写专家昵称（2至16个字）')
  await expert.getByTestId('expert-name').fill(name)
  await expert.getByTestId('expert-intro').fill('专注足球数据分析十年，擅长让球与大小球。')
  await expert.getByTestId('expert-game-202').check()
  await expert.getByTestId('expert-accept').check()
  await expert.getByTestId('expert-apply-submit').click()
  await expect(expert.getByTestId('expert-under-review')).toBeVisible()

  // 2. An administrator approves it on the review page.
  const admin = await loggedInPage(browser, adminMobile('experts', test.info().retry))
  await admin.goto('/expert/review')
  const application = admin.getByTestId('expert-application-row').filter({ hasText: name })
  await application.getByRole('button', { name: '通过', exact: true }).click()
  await expect(application).toContainText('已通过')

  // 3. The expert writes a plan with a cover and a picture on an upcoming football match.
  await expert.goto('/creatorCenter/progManage')
  await expert.getByTestId('plan-writer-toggle').click()
  const match = expert.getByTestId('plan-match')
  await expect(match.locator('option')).not.toHaveCount(1)
  const matchId = await match.locator('option:not([disabled])').nth(1).getAttribute('value')
  if (!matchId) throw new Error('no upcoming football match to write a plan on')
  await match.selectOption(matchId)
  await expert.getByTestId('plan-play').selectOption('winDrawWin')
  await expert.getByTestId('plan-pick').selectOption('home')
  await expert.getByTestId('plan-title').fill('焦点战：主队不败')
  await expert.getByTestId('plan-price').fill('30')
  await expert.getByTestId('plan-submit').click()
  await expect(expert.getByTestId('plan-form-message')).toHaveText('请上传封面图片')
  await expert.getByTestId('plan-cover').setInputFiles(PICTURE)
  await expert.getByTestId('plan-content-text').fill('主队近期五连胜，主场攻守俱佳，客队伤病较多，看好主队取胜。')
  await expert.getByTestId('plan-content-image').setInputFiles(PICTURE)
  await expect(expert.locator('.content-block img')).toHaveCount(1)
  await expert.getByTestId('plan-submit').click()
  await expect(expert.getByTestId('plan-form-message')).toHaveText('方案已发布，等待审核')
  const row = expert.getByTestId('my-plan-row').filter({ hasText: '焦点战：主队不败' })
  await expect(row).toContainText('审核中')
  const planId = await row.getAttribute('data-plan-id')
  await expert.screenshot({ path: '.tmp/screens/creator-manage.png', fullPage: true })

  // 4. The administrator publishes it (sealed).
  await admin.goto('/expert/review')
  const submitted = admin.locator(`[data-testid="plan-review-row"][data-plan-id="${planId}"]`)
  await expect(submitted.getByTestId('plan-content')).toContainText('看好主队取胜')
  await submitted.getByRole('button', { name: '通过', exact: true }).click()
  await expect(submitted).toContainText('已发布')
  await admin.context().close()

  // 5. Another user (200 coins on registration) sees it locked, buys it, and it unlocks.
  const buyer = await loggedInPage(browser, freshPhone('134'))
  await buyer.goto(`/expert/plan/${planId}`)
  await expect(buyer.getByTestId('plan-lock')).toBeVisible()
  await expect(buyer.getByTestId('plan-detail')).not.toContainText('看好主队取胜')
  await expect(buyer.getByTestId('plan-balance')).toContainText('余额 200 金币')
  await buyer.getByTestId('plan-buy').click()
  await expect(buyer.getByTestId('plan-unlocked')).toContainText('看好主队取胜')
  await expect(buyer.getByTestId('plan-prediction')).toContainText('胜')
  await expect(buyer.getByTestId('plan-content').locator('img')).toHaveCount(1)
  await buyer.screenshot({ path: '.tmp/screens/plan-unlocked.png', fullPage: true })
  await buyer.goto('/userInfo/water')
  await expect(buyer.getByTestId('ledger-row').first()).toContainText('-30')
  await expect(buyer.getByTestId('ledger-row').first()).toContainText('170')

  // 6. The match ends 0:2 — a miss; the plan refunds if it misses, so the coins come back.
  const ended = await buyer.request.post('/java/dev/feed', {
    data: { matchId, final: { home: 0, guest: 2 } },
    headers: { sysType: 'PC' },
  })
  expect(ended.ok()).toBe(true)
  await expect(buyer.getByText('30金币已退回')).toBeVisible({ timeout: 30_000 })
  await buyer.goto('/userInfo/myOrder')
  const order = buyer.locator(`[data-testid="plan-order"][data-plan-id="${planId}"]`)
  await expect(order).toHaveAttribute('data-result', 'miss')
  await expect(order.getByTestId('plan-order-refund')).toHaveText('已退 30 金币')
  await buyer.screenshot({ path: '.tmp/screens/my-orders.png', fullPage: true })
  await buyer.goto('/userInfo/water')
  await expect(buyer.getByTestId('ledger-row').first()).toContainText('+30')
  await expect(buyer.getByTestId('ledger-row').first()).toContainText('200')
  await buyer.context().close()
})
