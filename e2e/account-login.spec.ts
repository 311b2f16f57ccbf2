import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'

test('each validation message of the login modal, word for word', async ({ page, pageErrors }) => {
  // The first spec of a run may meet a server that has just started and is still warming up.
  test.setTimeout(120_000)
  const login = new LoginModal(page)
  // The modal is over every page; a light one keeps the test about the modal.
  await page.goto('/about')
  await login.open()
  expect(await login.state()).toBe('1')

  await login.submit.click()
  await expect(login.error).toHaveText('手机号码不能为空!')
  await login.phone.fill('12345678901')
  await login.submit.click()
  await expect(login.error).toHaveText('手机号码输入不规范!')
  // The phone field takes 11 digits at most.
  await login.phone.fill('1380013800012345')
  await expect(login.phone).toHaveValue('13800138000')
  await login.submit.click()
  await expect(login.error).toHaveText('验证码不能为空!')
  await expect(page.getByTestId('login-country')).toHaveText(/\+86/)

  await login.passwordTab()
  await login.submit.click()
  await expect(login.error).toHaveText('密码不能为空!')

  // Forgot password (state 2) applies the password rules; the back arrow returns to state 1.
  await page.getByTestId('login-forgot').click()
  expect(await login.state()).toBe('2')
  // The new password's box says what it is, like the phone and code boxes.
  await expect(login.newPassword).toHaveAttribute('placeholder', '请输入新密码')
  await expect(login.newPassword).toHaveAccessibleName('新密码')
  await login.phone.fill('13800138000')
  await login.code.fill('123456')
  await login.submit.click()
  await expect(login.error).toHaveText('密码不能为空!')
  await login.newPassword.fill('abcdefgh')
  await login.submit.click()
  await expect(login.error).toHaveText('请输入字母和数字组合!')
  await login.newPassword.fill('abc123')
  await login.submit.click()
  await expect(login.error).toHaveText('密码不能小于8位!')
  await page.getByTestId('login-back').click()
  expect(await login.state()).toBe('1')

  // Closing resets to state 1, hidden.
  await login.passwordTab()
  await page.getByTestId('login-forgot').click()
  await page.getByTestId('login-close').click()
  await expect(login.modal).toBeHidden()
  await login.open()
  expect(await login.state()).toBe('1')
  expect(pageErrors.map((e) => e.message)).toEqual([])
})

test('code login with the code from the outbox: countdown, welcome banner with 200 coins', async ({ page }) => {
  const login = new LoginModal(page)
  const mobile = freshPhone('135')
  await page.goto('/')
  await login.open()
  const code = await login.requestCode(mobile)

  // During the countdown the button is disabled and a click sends nothing.
  await expect(login.sendCodeButton).toBeDisabled()
  await login.sendCodeButton.click({ force: true })
  expect(await login.outbox(mobile)).toHaveLength(1)

  // A wrong code is refused inside the modal, not as a toast.
  await login.code.fill(code === '000000' ? '111111' : '000000')
  await login.submit.click()
  await expect(login.error).not.toBeEmpty()
  await expect(page.getByTestId('toast')).toHaveCount(0)

  await login.code.fill(code)
  await login.submit.click()
  await expect(login.modal).toBeHidden()
  // One check (the banner lasts 2.5 s): it shows and says 200 coins.
  await expect(login.welcome).toContainText('200')
  // The banner goes away by itself (after 2.5 s).
  await expect(login.welcome).toBeHidden()

  await login.accountButton.click()
  await expect(page.getByTestId('account-gold')).toContainText('200')
  expect(await login.sessionCookie()).not.toBeNull()

  await login.logout()
  expect(await login.sessionCookie()).toBeNull()
})

test('forgot password sets a password, then password login works', async ({ page }) => {
  // The server refuses a second code to a phone within 60 s, whatever the client does; the test moves the
  // local server's clock past that window instead of waiting it out.
  const login = new LoginModal(page)
  const mobile = freshPhone('136')
  await page.goto('/')
  await login.loginWithCode(mobile)
  await login.logout()

  await login.open()
  await login.passwordTab()
  await page.getByTestId('login-forgot').click()
  await login.phone.fill(mobile)
  await login.sendCodeButton.click()
  // Refused inside the modal; the button does not start counting down.
  await expect(login.error).toHaveText('验证码已发送，请60秒后再试')
  await expect(login.sendCodeButton).toBeEnabled()
  await login.advanceServerClock(61)
  const code = await login.requestCode(mobile)
  await login.code.fill(code)
  await login.newPassword.fill('scorecast2026')
  await login.submit.click()
  // Back in state 1 after the password was set.
  await expect.poll(() => login.state()).toBe('1')

  await login.passwordTab()
  await login.phone.fill(mobile)
  await login.password.fill('wrongpass99')
  await login.submit.click()
  await expect(login.error).not.toBeEmpty()
  await login.password.fill('scorecast2026')
  await login.submit.click()
  await expect(login.modal).toBeHidden()
  await expect(login.accountButton).toBeVisible()
  // Not a new user any more: no welcome banner.
  await expect(login.welcome).toHaveCount(0)
})
