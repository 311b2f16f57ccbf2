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

test('session expiry sends you to / logged out', async ({ page, playwright }) => {
  const login = new LoginModal(page)
  await page.goto('/')
  await login.loginWithCode(freshPhone('134'))
  const token = await login.sessionCookie()
  expect(token).not.toBeNull()

  // The session ends on the server behind the page's back (as an expiry or a revocation would): another
  // client, holding the token, logs it out.
  const elsewhere = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
  const reply = await elsewhere.post('/java/login/logout', { headers: { token: token ?? '', sysType: 'PC' }, data: {} })
  expect(reply.ok()).toBe(true)
  await elsewhere.dispose()

  await page.goto('/userInfo/info')
  // The token check is the page's first call; right after the server starts it may wait behind the feed's fill.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 })
  await expect(login.loginButton).toBeVisible()
  // The dead HttpOnly cookie was cleared by the server (the page's scripts cannot reach it).
  expect(await login.sessionCookie()).toBeNull()
  // Nothing of the user is left in the cache: the user area asks to log in.
  await page.goto('/userInfo/water')
  await expect(page.getByTestId('login-prompt')).toBeVisible()
})

test('a QQ return link made by someone else does not log the victim in (login CSRF)', async ({ page, browser }) => {
  // The attacker starts a QQ login in their own browser and stops before using the return link.
  const origin = test.info().project.use.baseURL ?? ''
  const mallory = await browser.newContext({ baseURL: origin })
  const headers = { sysType: 'PC' }
  const address = await mallory.request.get('/java/login/getPCQQLoginAddress', {
    params: { redirectUri: '/live' },
    headers,
  })
  const authorize = new URL((await address.json()).result as string, origin)
  const grant = new URL('/java/dev/oauth/grant', origin)
  for (const key of ['provider', 'state', 'redirect_uri'])
    grant.searchParams.set(key, authorize.searchParams.get(key) ?? '')
  grant.searchParams.set('user', 'mallory')
  const redirect = await mallory.request.get(grant.toString(), { maxRedirects: 0 })
  const returnLink = redirect.headers().location ?? ''
  expect(returnLink).toContain('code=')

  // The victim opens it: the URL is cleaned, nothing is completed, no bind step, still logged out.
  const login = new LoginModal(page)
  await page.goto(returnLink)
  await expect(page).toHaveURL(/\/live$/)
  await expect(login.loginButton).toBeVisible()
  await expect(login.modal).toBeHidden()
  expect(await login.sessionCookie()).toBeNull()

  // The link was never even tried: the attacker's own browser can still finish it.
  const back = new URL(returnLink, origin)
  const own = await mallory.request.get('/java/login/pcLoginByAccount', {
    params: { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '', type: 'qq' },
    headers,
  })
  expect(await own.json()).toMatchObject({ status: 'success', result: { wxBind: false } })
  await mallory.close()
})

test('signed Telegram data in a link is ignored unless this tab started the login', async ({ page }) => {
  const login = new LoginModal(page)
  const forged = `/?tg=1&id=777000&first_name=Mallory&auth_date=1700000000&hash=${'a'.repeat(64)}`
  await page.goto(forged)
  await expect(page).toHaveURL(/\/$/)
  expect(new URL(page.url()).searchParams.has('hash')).toBe(false)
  await expect(login.loginButton).toBeVisible()
  await expect(login.modal).toBeHidden()
})
