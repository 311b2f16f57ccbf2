import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'
import { adminMobile } from './support/live-env'

// The coin mall end to end: a user redeems a virtual product with the registration coins (the form's §5
// checks first), lands on the success page, sees the order in progress; staff take it into review and issue
// the card code on the console; the user's order shows it.

async function loggedInPage(browser: Browser, mobile: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto('/')
  await new LoginModal(page).loginWithCode(mobile)
  return page
}

test('a user redeems coins for a product; staff issue its card code', async ({ browser, page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await new LoginModal(page).loginWithCode(freshPhone('130'))
  await page.goto('/mall')
  await page.getByTestId('mall-product').filter({ hasText: '10元话费充值卡' }).click()
  await expect(page.getByTestId('mall-detail')).toContainText('120 金币')
  await page.getByTestId('mall-submit').click()
  await expect(page.getByTestId('mall-message')).toHaveText('请填写收货人姓名')
  await page.getByTestId('mall-recipient').fill('李四')
  await page.getByTestId('mall-address').fill('上海市浦东新区世纪大道100号')
  await page.getByTestId('mall-contact').fill('13900001111')
  await page.getByTestId('mall-submit').click()
  await expect(page.getByTestId('mall-success')).toContainText('10元话费充值卡 × 1，消耗 120 金币')
  const orderId = page.url().split('/').pop() ?? ''
  await page.goto('/userInfo/water')
  await expect(page.getByTestId('ledger-balance')).toHaveText('80')

  const admin = await loggedInPage(browser, adminMobile('mall', test.info().retry))
  await admin.goto('/mall/admin')
  const row = admin.locator(`[data-testid="mall-admin-row"][data-order-id="${orderId}"]`)
  await row.getByRole('button', { name: '审核' }).click()
  await admin.getByRole('button', { name: '工作人员审核中' }).click()
  await row.getByRole('textbox').fill('CARD-2026-8888')
  await row.getByRole('button', { name: '发货' }).click()
  await admin.getByRole('button', { name: '已兑换' }).click()
  await expect(row).toContainText('CARD-2026-8888')
  await admin.context().close()

  await page.goto('/userInfo/myOrder')
  await expect(page.getByTestId('redemption').first()).toHaveAttribute('data-status', 'redeemed')
  await expect(page.getByTestId('redemption').first()).toContainText('CARD-2026-8888')
})
