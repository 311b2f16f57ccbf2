import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'
import { verifyAdult } from './support/accounts'
import { adminMobile } from './support/live-env'

// The coin economy and the channel area end to end: staff make a user a promotion partner; a visitor who
// comes by the partner's link registers, recharges through the development cashier, redeems a physical
// product that staff ship with a tracking number and a second one they charge back (the coins return); the
// partner sees the user, the recharge, the commission and the day's figures, and exports them as CSV.

async function loggedInPage(browser: Browser, mobile: string, path = '/'): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(path)
  await new LoginModal(page).loginWithCode(mobile)
  // Verified adults may spend (GIFTING_RULES); the check's own screens are spending.spec.ts's.
  await verifyAdult(page.request, mobile)
  return page
}

async function submitRedemption(page: Page, product: string): Promise<void> {
  await page.goto('/mall')
  await page.getByTestId('mall-product').filter({ hasText: product }).click()
  await page.getByTestId('mall-recipient').fill('王五')
  await page.getByTestId('mall-address').fill('广州市天河区体育西路1号')
  await page.getByTestId('mall-contact').fill('13900002222')
  await page.getByTestId('mall-submit').click()
}

async function redeem(page: Page, product: string): Promise<string> {
  await submitRedemption(page, product)
  await expect(page.getByTestId('mall-success')).toContainText(product)
  return page.url().split('/').pop() ?? ''
}

test('a partner’s link brings a user who recharges and redeems; staff ship and charge back; the partner sees it all', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000)
  const partnerPhone = freshPhone('134')
  await page.goto('/channel')
  await new LoginModal(page).loginWithCode(partnerPhone)
  await expect(page.getByTestId('not-partner')).toBeVisible()

  const admin = await loggedInPage(browser, adminMobile('channel', test.info().retry), '/channel/admin')
  await admin.goto('/channel/admin')
  const form = admin.getByTestId('channel-admin-form')
  await form.locator('input[name="mobile"]').fill(partnerPhone)
  await form.locator('input[name="name"]').fill('球迷之家')
  await form.locator('input[name="share"]').fill('60')
  await form.getByRole('button', { name: '开通渠道' }).click()
  await expect(form.getByRole('alert')).toHaveText('分成比例为0至50之间的整数')
  await form.locator('input[name="share"]').fill('10')
  await form.getByRole('button', { name: '开通渠道' }).click()
  await expect(form.getByRole('status')).toHaveText('已开通推广渠道')
  const partnerRow = admin.getByTestId('channel-partner-row').filter({ hasText: '球迷之家' })
  await expect(partnerRow).toContainText('10%')
  // Staff's queue of commissions held as possible self-referrals (server/routes/channel/self-referral.test.ts).
  await expect(admin.getByTestId('channel-held')).toContainText('没有待审核的佣金')
  await admin.screenshot({ path: '.tmp/screens/channel-admin.png', fullPage: true })

  await page.reload()
  await expect(page.getByTestId('channel-overview')).toContainText('球迷之家')
  const link = (await page.getByTestId('channel-link').textContent()) ?? ''
  // The channel and its signature: a sequential channel id alone credits nobody.
  expect(link).toMatch(/\/\?channel=\d{4,}&ref=[\w-]{22}$/)
  await expect(page.getByTestId('channel-total-users')).toHaveText('0')

  // A visitor opens the link and registers. Registration's 200 coins buy gifts, plans and boxes, not goods.
  const visitorPhone = freshPhone('135')
  const visitor = await loggedInPage(browser, visitorPhone, new URL(link).pathname + new URL(link).search)
  await submitRedemption(visitor, 'Scorecast 加厚鼠标垫')
  await expect(visitor.getByTestId('mall-message')).toHaveText(
    '注册赠送的金币不能兑换实物商品（可用于礼物、方案和盲盒），请充值后再兑换',
  )
  // Recharges 680 coins (+88 bonus) at the cashier.
  await visitor.goto('/userInfo/water')
  await expect(visitor.getByTestId('ledger-balance')).toHaveText('200')
  await visitor.getByTestId('recharge-coins-680').click()
  await visitor.getByTestId('dev-cashier-pay').click()
  await expect(visitor.getByTestId('recharge-result')).toHaveAttribute('data-status', 'credited')
  await expect(visitor.getByTestId('ledger-balance')).toHaveText('968')

  // Two redemptions: staff ship the first with a tracking number and charge the second back.
  const shipped = await redeem(visitor, 'Scorecast 加厚鼠标垫')
  const refused = await redeem(visitor, '10元话费充值卡')
  await visitor.goto('/userInfo/water')
  await expect(visitor.getByTestId('ledger-balance')).toHaveText('488')
  await admin.goto('/mall/admin')
  const shipRow = admin.locator(`[data-testid="mall-admin-row"][data-order-id="${shipped}"]`)
  await shipRow.getByRole('textbox').fill('SF1234567890')
  await shipRow.getByRole('button', { name: '发货' }).click()
  await expect(shipRow).toHaveCount(0)
  const backRow = admin.locator(`[data-testid="mall-admin-row"][data-order-id="${refused}"]`)
  await backRow.getByRole('textbox').fill('地址无法配送')
  await backRow.getByRole('button', { name: '退单' }).click()
  await expect(backRow).toHaveCount(0)
  await visitor.goto('/userInfo/myOrder')
  const orders = visitor.getByTestId('redemption')
  await expect(orders.filter({ hasText: 'SF1234567890' })).toHaveAttribute('data-status', 'redeemed')
  await expect(orders.filter({ hasText: '10元话费充值卡' })).toHaveAttribute('data-status', 'chargedBack')
  await visitor.goto('/userInfo/water')
  await expect(visitor.getByTestId('ledger-balance')).toHaveText('608')

  // The partner: the user (phone masked), the commission (10 % of 680), the day's figures and the CSV.
  await page.goto('/channel/user')
  const userRow = page.getByTestId('channel-user-row')
  await expect(userRow).toHaveCount(1)
  await expect(userRow).toContainText(`${visitorPhone.slice(0, 3)}****${visitorPhone.slice(-4)}`)
  await expect(userRow).toContainText('¥68.00')
  await page.goto('/channel/gold')
  await expect(page.getByTestId('channel-gold-total')).toHaveText('68 金币')
  await expect(page.getByTestId('channel-commission-row')).toContainText('+68')
  await page.goto('/channel/water')
  await expect(page.getByTestId('ledger-row').first()).toContainText('推广渠道佣金')
  await page.goto('/channel/statistical')
  const today = page.getByTestId('channel-stats-row').first()
  await expect(today).toContainText('68.00')
  await expect(page.getByTestId('channel-stats-row')).toHaveCount(7)
  await page.getByRole('button', { name: '近30天' }).click()
  await expect(page.getByTestId('channel-stats-row')).toHaveCount(30)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('channel-export').click()])
  const csv = await (await download.createReadStream()).toArray()
  const lines = Buffer.concat(csv).toString('utf8').trim().split('\r\n')
  expect(lines).toHaveLength(31)
  expect(lines[0]).toContain('日期,注册用户,活跃用户,充值笔数')
  expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},1,1,1,68\.00$/)
  await page.screenshot({ path: '.tmp/screens/channel-stats.png', fullPage: true })
  await page.goto('/channel')
  await expect(page.getByTestId('channel-total-users')).toHaveText('1')
  await page.screenshot({ path: '.tmp/screens/channel-overview.png', fullPage: true })
  await admin.context().close()
  await visitor.context().close()
})
