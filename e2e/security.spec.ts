import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'
import { MatchDetailPage } from './pages/match-detail-page'
import { MatchesPage } from './pages/matches-page'
import { watchCsp } from './support/csp'

// The whole app under the server's Content-Security-Policy (no inline script, no eval, no framing), and
// the session out of reach of the page's scripts.

test('the main pages run under the CSP with no violation', async ({ page, pageErrors }) => {
  test.setTimeout(120_000)
  const csp = await watchCsp(page)
  const response = await page.goto('/')
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).not.toContain('unsafe-inline')
  // Right after the server starts, the first page may wait behind the feed's fill.
  await expect(page.getByTestId('login-button')).toBeVisible({ timeout: 30_000 })
  expect(await csp.violations()).toEqual([])

  const matches = new MatchesPage(page)
  await matches.goto('/match/lol')
  await matches.waitForRows()
  expect(await csp.violations()).toEqual([])

  // A match detail (a live one when there is one: score, win-rate chart, timeline).
  const live = matches.liveRows.first()
  const row = (await live.count()) > 0 ? live : matches.rows.first()
  await row.getByTestId('match-link').click()
  const detail = new MatchDetailPage(page)
  await detail.waitForMatch()
  expect(await csp.violations()).toEqual([])

  await page.goto('/live')
  await expect(page.getByTestId('login-button')).toBeVisible()
  expect(await csp.violations()).toEqual([])

  const login = new LoginModal(page)
  await login.open()
  expect(await csp.violations()).toEqual([])
  expect(pageErrors).toEqual([])
})

test("the dev providers' pages run under their CSP too", async ({ page }) => {
  const csp = await watchCsp(page)
  const login = new LoginModal(page)
  await page.goto('/')
  await login.open()
  await page.getByTestId('login-provider-telegram').click()
  await page.waitForURL(/\/java\/dev\/telegram\/widget/)
  // The inline style applied (allowed by its hash): the button is the page's blue, not the default grey.
  const button = page.getByRole('button', { name: /Log in with Telegram/ })
  await expect(button).toHaveCSS('background-color', 'rgb(20, 99, 255)')
  expect(await csp.violations()).toEqual([])
  await button.click()
  await expect(login.accountButton).toBeVisible()
  expect(await csp.violations()).toEqual([])
})

test('the session token is never readable by the page, and the login survives a reload', async ({ page }) => {
  const csp = await watchCsp(page)
  const login = new LoginModal(page)
  await page.goto('/')
  await login.loginWithCode(freshPhone('139'))
  const token = await login.sessionCookie()
  expect(token).toMatch(/^[\w-]{43}$/)
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

  const readable = async () =>
    page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }))
  for (const value of Object.values(await readable())) expect(value).not.toContain(token)

  await page.reload()
  await expect(login.accountButton).toBeVisible()
  // Still logged in on the server's word, not just the cache: a call that needs the session succeeds.
  const info = await page.evaluate(async () => {
    const reply = await fetch('/java/login/getTokenInfo', { headers: { sysType: 'PC' } })
    return (await reply.json()) as { status: string }
  })
  expect(info.status).toBe('success')
  for (const value of Object.values(await readable())) expect(value).not.toContain(token)
  expect(await csp.violations()).toEqual([])
})

test('a cross-site POST is refused even with the session cookie', async ({ page }) => {
  const login = new LoginModal(page)
  await page.goto('/')
  await login.loginWithCode(freshPhone('139'))
  // What a form on another site would send: the browser's cookie, no sysType, a foreign Origin.
  const forged = await page.request.post('/java/login/logout', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: 'x=1',
  })
  expect(forged.status()).toBe(403)
  expect(await forged.json()).toMatchObject({ status: 'fail', code: 403 })
  await page.reload()
  await expect(login.accountButton).toBeVisible()
})
