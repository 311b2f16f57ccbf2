import { testIdNumber } from '../server/test-support/identity'
import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'
import { Shell } from './pages/shell'

// China's rules on live-stream tipping (GIFTING_RULES=prc, the default): a new user cannot recharge until
// the real-name check passed, is told why in their language, checks in the user area (the development
// provider takes any well-formed card number; 不匹配 is its name that never matches) and then sees the day's
// and the month's limits with what is left; a recharge then goes through.

test('a new user is asked for a real-name check before recharging, passes it and sees the limits', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/')
  const mobile = freshPhone('138')
  await new LoginModal(page).loginWithCode(mobile)

  await page.goto('/userInfo/water')
  await expect(page.getByTestId('ledger-balance')).toHaveText('200')
  await page.getByTestId('recharge-coins-300').click()
  await expect(page.getByTestId('recharge-message')).toContainText('请先完成实名认证')
  await expect(page).toHaveURL(/\/userInfo\/water/)

  await page.goto('/userInfo/setting?tab=spending')
  const panel = page.getByTestId('spending-panel')
  await expect(panel.getByTestId('identity')).toHaveAttribute('data-status', 'none')
  await expect(panel.getByTestId('spend-daily')).toContainText('已用 0 / 5,000 金币')
  // A local run says which test number its development provider takes.
  await expect(panel.getByTestId('real-name-sample')).toContainText(/本地开发环境：.*\d{17}[\dX]/)
  // A typo in the number is caught in the form, in the user's language.
  await page.getByTestId('real-name-name').fill('张三')
  await page.getByTestId('real-name-id').fill('110101199001011230')
  await page.getByRole('button', { name: '提交认证' }).click()
  await expect(page.getByTestId('real-name-error')).toHaveText('请填写正确的 18 位身份证号码')
  // A name the provider does not find with this number.
  const card = testIdNumber('19900101', Number(mobile.slice(-3)))
  await page.getByTestId('real-name-name').fill('不匹配')
  await page.getByTestId('real-name-id').fill(card)
  await page.getByRole('button', { name: '提交认证' }).click()
  await expect(page.getByTestId('real-name-error')).toHaveText('姓名与身份证号码不一致，请核对后重试')
  await page.getByTestId('real-name-name').fill('张三')
  await page.getByRole('button', { name: '提交认证' }).click()
  await expect(panel.getByTestId('identity')).toHaveAttribute('data-status', 'verified')
  await expect(panel.getByTestId('identity-verified')).toContainText('张*')
  await expect(panel.getByTestId('identity-verified')).toContainText('已满 18 周岁')
  await expect(panel).not.toContainText(card)
  await page.screenshot({ path: '.tmp/screens/spending-zh_CN.png', fullPage: true })

  // The same panel in English and in Arabic (right to left).
  const shell = new Shell(page)
  for (const [locale, text] of [
    ['en', 'Used 0 / 20,000 coins'],
    ['ar', '20,000'],
  ] as const) {
    await shell.chooseLocale(locale)
    await expect(panel.getByTestId('spend-monthly')).toContainText(text)
    await page.screenshot({ path: `.tmp/screens/spending-${locale}.png`, fullPage: true })
  }
  await shell.chooseLocale('zh_CN')

  // Now the recharge goes to the cashier.
  await page.goto('/userInfo/water')
  await page.getByTestId('recharge-coins-300').click()
  await expect(page).toHaveURL(/\/java\/dev\/alipay\/gateway/)
  expect(pageErrors).toEqual([])
})
