import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'

// The e2e server is a local run (server/run-mode.ts): 127.0.0.1, no SMS gateway or login credentials, as
// `npm start` on its defaults. Nothing is really sent; the modal says where the code shows instead.
test('a new user logs in with the code shown on the local outbox page the modal links to', async ({
  page,
  context,
  pageErrors,
}) => {
  const login = new LoginModal(page)
  const mobile = freshPhone('136')
  await page.goto('/about')
  await login.open()
  const hint = page.getByTestId('login-local-hint')
  await expect(hint).toHaveText(/本地模式：验证码见终端或\s*本地收件箱/)

  await login.phone.fill(mobile)
  await login.sendCodeButton.click()
  await expect(login.sendCodeButton).toHaveText(/^\d+s$/)

  // Follow the link as a person would: it opens the outbox in a new tab.
  const [outbox] = await Promise.all([
    context.waitForEvent('page'),
    hint.getByRole('link', { name: '本地收件箱' }).click(),
  ])
  await outbox.waitForLoadState()
  expect(new URL(outbox.url()).pathname).toBe('/java/dev/outbox')
  const row = outbox.getByRole('row').filter({ hasText: mobile })
  await expect(row).toHaveCount(1)
  const code = (await row.getByTestId('outbox-code').textContent())?.trim() ?? ''
  expect(code).toMatch(/^\d{6}$/)
  await outbox.close()

  await login.code.fill(code)
  await login.submit.click()
  await expect(login.modal).toBeHidden()
  await expect(login.accountButton).toBeVisible()
  await expect(login.welcome).toContainText('200')
  expect(pageErrors.map((e) => e.message)).toEqual([])
})
