import { mkdirSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'
import { verifyAdult } from './support/accounts'
import { adminMobile } from './support/live-env'

// Blind boxes end to end: a new user (200 registration coins) reads the published odds on the list and on the
// box before buying, opens the 30-coin box, sees the prize at once, finds the draw in the history with its
// odds version and the purchase in the coin details; an administrator's audit counts the draw.

async function loggedInPage(browser: Browser, mobile: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/')
  await new LoginModal(page).loginWithCode(mobile)
  // Verified adults may spend (GIFTING_RULES); the check's own screens are spending.spec.ts's.
  await verifyAdult(page.request, mobile)
  return page
}

test('a user reads the odds, opens a box and finds the draw in the history and the coin details', async ({
  browser,
  page,
  pageErrors,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  const mobile = freshPhone('131')
  await new LoginModal(page).loginWithCode(mobile)
  await verifyAdult(page.request, mobile)
  const standingCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/java/blindBox/mine') standingCalls.push(request.url())
  })
  await page.getByRole('link', { name: '盲盒', exact: true }).click()
  await expect(page).toHaveURL(/\/blindBox$/)
  const card = page.getByTestId('blindbox-card').filter({ hasText: '幸运盲盒' })
  // The odds are published before any purchase, on the list already.
  await expect(card.getByTestId('blindbox-odds')).toContainText('概率公示 · 第1版')
  await expect(card.getByTestId('blindbox-odds-row')).toHaveCount(6)
  await expect(card.getByTestId('blindbox-odds-row').first()).toContainText('45.00%')
  await expect(card).toContainText('今日还可购买 20/20 次')
  // The page asks for the user's standing once (it asked twice: its own load and one keyed on the cached user).
  expect(standingCalls).toHaveLength(1)
  await card.getByTestId('blindbox-open').click()

  const detail = page.getByTestId('blindbox-detail')
  await expect(detail.getByTestId('blindbox-odds')).toContainText('100.00%')
  await expect(detail.getByTestId('blindbox-rules')).toContainText('每人每天（北京时间）限购 20 次')
  await expect(detail).toContainText('余额 200 金币')
  await detail.getByTestId('blindbox-draw').click()
  const result = detail.getByTestId('blindbox-result')
  await expect(result).toContainText('恭喜获得：')
  await expect(result).toContainText('概率第1版')
  await expect(detail).toContainText('今日还可购买 19/20 次')
  const drawId = (await result.getAttribute('data-draw-id')) ?? ''
  const won = Number(await result.getAttribute('data-coins-won'))
  mkdirSync('.tmp/screens', { recursive: true })
  await page.screenshot({ path: '.tmp/screens/blindbox-detail-zh_CN.png', fullPage: true })

  await detail.getByRole('link', { name: '开盒记录' }).click()
  const row = page.locator(`[data-testid="blindbox-draw-row"][data-draw-id="${drawId}"]`)
  await expect(row).toContainText('幸运盲盒')
  await expect(row).toContainText('第1版')
  await expect(row).toContainText(String(won))

  await page.goto('/userInfo/water')
  await expect(page.getByTestId('ledger-balance')).toHaveText(String(200 - 30 + won))
  const purchase = page.getByTestId('ledger-row').filter({ hasText: '购买盲盒' })
  await expect(purchase).toHaveCount(1)
  await expect(purchase).toContainText('-30')
  if (won > 0)
    await expect(page.getByTestId('ledger-row').filter({ hasText: /盲盒奖励金币|盲盒奖品已兑完/ })).toContainText(
      `+${won}`,
    )

  const admin = await loggedInPage(browser, adminMobile('blindBox', test.info().retry))
  await admin.goto('/blindBox/audit')
  const version = admin.getByTestId('blindbox-audit-version').filter({ hasText: '幸运盲盒 · 第1版' })
  await expect(version).toContainText('共 1 次')
  await admin.context().close()
  expect(pageErrors).toEqual([])
})
