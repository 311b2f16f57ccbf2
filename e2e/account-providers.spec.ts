import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'

test('QQ login through the dev authorize page ends in phone binding', async ({ page }) => {
  const login = new LoginModal(page)
  await page.goto('/live')
  await login.open()
  await page.getByTestId('login-provider-qq').click()

  // The development provider's authorize page, then back with code and state.
  await page.waitForURL(/\/java\/dev\/oauth\/authorize/)
  await page.getByRole('button', { name: /Authorize/ }).click()
  await expect(login.modal).toBeVisible()
  expect(await login.state()).toBe('3')
  // code and state are gone from the URL, the page is the one login began on.
  await expect(page).toHaveURL(/\/live$/)

  const mobile = freshPhone('133')
  const code = await login.requestCode(mobile)
  await login.code.fill(code)
  await login.submit.click()
  await expect(login.modal).toBeHidden()
  await expect(login.accountButton).toBeVisible()
  // One check (the banner lasts 2.5 s): it shows and says 200 coins.
  await expect(login.welcome).toContainText('200')
})

test('Telegram login through the dev widget', async ({ page }) => {
  const login = new LoginModal(page)
  await page.goto('/')
  await login.open()
  await page.getByTestId('login-provider-telegram').click()
  await page.waitForURL(/\/java\/dev\/telegram\/widget/)
  await page.getByRole('button', { name: /Log in with Telegram/ }).click()

  await expect(login.accountButton).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(new URL(page.url()).searchParams.has('hash')).toBe(false)
})

test('session expiry sends you to / logged out', async ({ page }) => {
  const login = new LoginModal(page)
  await page.goto('/')
  await login.loginWithCode(freshPhone('134'))
  const token = await login.storedToken()
  expect(token).not.toBeNull()

  // The session ends on the server behind the page's back (as an expiry or a revocation would).
  const reply = await page.request.post('/java/login/logout', { headers: { token: token ?? '' }, data: {} })
  expect(reply.ok()).toBe(true)

  await page.goto('/userInfo/info')
  // The token check is the page's first call; right after the server starts it may wait behind the feed's fill.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 })
  await expect(login.loginButton).toBeVisible()
  expect(await login.storedToken()).toBeNull()
  // Nothing of the user is left in the cache: the user area asks to log in.
  await page.goto('/userInfo/water')
  await expect(page.getByTestId('login-prompt')).toBeVisible()
})
