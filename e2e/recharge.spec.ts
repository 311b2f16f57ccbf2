import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'
import { verifyAdult } from './support/accounts'

// Coin recharge end to end through the development cashier (an Alipay stand-in that signs its
// notifications like Alipay): a package is ordered, paid at the cashier, the signed notification credits
// the coins once, and the browser comes back to the coin details; a cancelled payment closes its order.

test('a user recharges coins through the cashier, and a cancelled payment moves nothing', async ({ page }) => {
  await page.goto('/')
  const mobile = freshPhone('132')
  await new LoginModal(page).loginWithCode(mobile)
  // Verified adults may recharge (GIFTING_RULES); the check's own screens are spending.spec.ts's.
  await verifyAdult(page.request, mobile)
  await page.goto('/userInfo/water')
  await expect(page.getByTestId('ledger-balance')).toHaveText('200')
  await expect(page.getByTestId('recharge-coins-300')).toContainText('¥30.00')

  await page.getByTestId('recharge-coins-300').click()
  await expect(page).toHaveURL(/\/java\/dev\/alipay\/gateway/)
  await expect(page.locator('body')).toContainText('¥ 30.00')
  await page.getByTestId('dev-cashier-pay').click()

  await expect(page).toHaveURL(/\/userInfo\/water\?recharge=R\d{8}/)
  await expect(page.getByTestId('recharge-result')).toHaveAttribute('data-status', 'credited')
  await expect(page.getByTestId('recharge-result')).toContainText('330 金币已到账')
  await expect(page.getByTestId('ledger-balance')).toHaveText('530')
  await expect(page.getByTestId('ledger-row').first()).toContainText('支付宝充值')
  await expect(page.getByTestId('ledger-row').first()).toContainText('+330')
  await page.screenshot({ path: '.tmp/screens/recharge.png', fullPage: true })

  await page.getByTestId('recharge-coins-60').click()
  await expect(page).toHaveURL(/\/java\/dev\/alipay\/gateway/)
  await page.getByTestId('dev-cashier-cancel').click()
  await expect(page.getByTestId('recharge-result')).toHaveAttribute('data-status', 'closed')
  await expect(page.getByTestId('ledger-balance')).toHaveText('530')
})
