import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'

test('a visitor is asked to log in; the user area shows the ledger, profile edits and level', async ({ page }) => {
  const login = new LoginModal(page)
  await page.goto('/userInfo/water')
  await expect(page.getByTestId('login-prompt')).toBeVisible()
  await page.getByTestId('login-prompt-button').click()
  await expect(login.modal).toBeVisible()
  await page.getByTestId('login-close').click()

  await login.loginWithCode(freshPhone('138'))
  // The ledger's first row is the new-user bonus of 200 coins.
  await expect(page.getByTestId('ledger-row').first()).toContainText('+200')
  await expect(page.getByTestId('ledger-balance')).toHaveText('200')

  await page.goto('/userInfo/setting')
  await page.getByTestId('username-input').fill('看球的小王')
  await page.getByTestId('signature-input').fill('只看硬仗')
  await page.getByTestId('profile-save').click()
  await expect(page.getByTestId('profile-message')).toHaveText('保存成功')

  await page.goto('/userInfo/info')
  await expect(page.getByTestId('profile-name')).toHaveText('看球的小王')
  await expect(page.getByTestId('profile-signature')).toHaveText('只看硬仗')
  await expect(page.getByTestId('profile-level')).toHaveText(/Lv\.\d+/)
  await expect(page.getByTestId('account-name')).toHaveText('看球的小王')

  await page.goto('/userInfo/myOrder')
  await expect(page.getByTestId('empty-state')).toHaveCount(2)
  await expect(page.getByText('暂无订单')).toBeVisible()
  await expect(page.getByText('暂无兑换')).toBeVisible()
})

test('follow another user from their page, see them in my follows, unfollow', async ({ page, browser }) => {
  // Another user exists: registered in a separate browser context.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  const otherLogin = new LoginModal(otherPage)
  await otherPage.goto('/')
  await otherLogin.loginWithCode(freshPhone('150'))
  await otherPage.goto('/userInfo/info')
  const otherName = (await otherPage.getByTestId('profile-name').textContent()) ?? ''
  const otherId = await otherPage.evaluate(async () => {
    const reply = await fetch('/java/login/getTokenInfo', { headers: { sysType: 'PC' } })
    const body = (await reply.json()) as { result: { user: { uid: number } } }
    return body.result.user.uid
  })
  await other.close()

  const login = new LoginModal(page)
  await page.goto('/')
  await login.loginWithCode(freshPhone('151'))
  await page.goto(`/userInfo/${otherId}`)
  await expect(page.getByTestId('profile-name')).toHaveText(otherName)
  await page.getByTestId('follow-button').click()
  await expect(page.getByTestId('follow-button')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('profile-fans')).toHaveText('1')

  await page.goto('/userInfo/focus')
  const item = page.getByTestId('follow-item').filter({ hasText: otherName })
  await expect(item).toBeVisible()
  await item.getByTestId('follow-button').click()
  await expect(item).toHaveCount(0)
})

test('security centre binds an email with the code from the outbox; the avatar is cropped and saved', async ({
  page,
}) => {
  const login = new LoginModal(page)
  await page.goto('/')
  await login.loginWithCode(freshPhone('152'))

  await page.goto('/userInfo/setting?tab=security')
  const email = `fan${Date.now()}@example.com`
  const form = page.getByTestId('email-form')
  await page.getByTestId('email-input').fill('not-an-email')
  await form.getByTestId('login-send-code').click()
  await expect(form.getByTestId('login-error')).toHaveText('邮箱格式错误')
  await page.getByTestId('email-input').fill(email)
  await form.getByTestId('login-send-code').click()
  await expect(form.getByTestId('login-send-code')).toHaveText(/^\d+s$/)
  const outbox = await page.request.get('/java/dev/email', { params: { email } })
  const { messages } = (await outbox.json()) as { messages: { code: string }[] }
  await form.getByTestId('login-code').fill(messages[0]?.code ?? '')
  await form.locator('button[type="submit"]').click()
  await expect(page.getByTestId('security-email')).not.toHaveText('未绑定')

  // A 400×300 picture: cropped to a square, at most 40 KB, shown as the avatar after saving.
  await page.goto('/userInfo/setting')
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 400
    canvas.height = 300
    const context = canvas.getContext('2d')
    if (context) {
      context.fillStyle = '#ff5722'
      context.fillRect(0, 0, 400, 300)
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? ''
  })
  await page.getByTestId('avatar-input').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  })
  await page.getByTestId('profile-save').click()
  await expect(page.getByTestId('profile-message')).toHaveText('保存成功')
  const avatar = page.getByTestId('account-button').locator('img')
  await expect(avatar).toBeVisible()
  const size = await avatar.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }))
  expect(size.w).toBe(size.h)
})
