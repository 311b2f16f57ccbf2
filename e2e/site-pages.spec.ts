import QRCode from 'qrcode'
import { QR_OPTIONS } from '../src/ui/layout/qr-options'
import { expect, test } from './fixtures'

test('the privacy policy from the footer lists what the site collects; the data licences are one link away', async ({
  page,
}) => {
  await page.goto('/')
  // The home grows as its data lands, which moves the footer: a click aimed a moment before can land beside
  // the link (CI once stayed on `/`), so it is aimed again until it navigates.
  await expect(async () => {
    await page.getByTestId('site-footer').getByRole('link', { name: '隐私政策' }).click()
    await expect(page).toHaveURL(/\/protocol\/privacy$/, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  const document = page.getByTestId('site-document')
  await expect(document.getByRole('heading', { level: 1 })).toHaveText('隐私政策')
  await expect(page).toHaveTitle('隐私政策 – Scorecast')
  await expect(document).toContainText('IP 地址')
  await expect(document).toContainText('IndexedDB')
  await expect(document.getByRole('navigation', { name: '目录' })).toBeVisible()

  await page.getByTestId('site-footer').getByTestId('footer-attributions').click()
  await expect(page.getByTestId('site-document')).toContainText('CC BY 4.0')
})

test('a complaint is checked on the page, submitted, and confirmed with its ticket number', async ({ page }) => {
  await page.goto('/protocol/complaint')
  const form = page.getByTestId('complaint-form')
  await form.getByTestId('ticket-name').fill('张三')
  await form.getByTestId('ticket-contact').fill('12345')
  await form.getByTestId('ticket-submit').click()
  await expect(page.getByTestId('ticket-error')).toHaveText('请填写正确的手机号码或电子邮箱')

  await form.getByTestId('ticket-contact').fill('zhangsan@example.com')
  await form.getByTestId('ticket-subject').fill('https://example.com/news/1')
  await form.getByTestId('ticket-reason').selectOption('infringement')
  await form.getByTestId('ticket-message').fill('该文章未经授权转载了我的原创内容，请删除。')
  await form.getByTestId('ticket-submit').click()
  await expect(page.getByTestId('ticket-confirmation')).toBeVisible()
  await expect(page.getByTestId('ticket-no')).toHaveText(/^T\d{6}$/)
})

test('the certificate page says which facts the operator has not configured', async ({ page }) => {
  await page.goto('/certificate')
  await expect(page.getByTestId('site-document')).toContainText('未配置')
})

test("the footer's QR code encodes the app section's address, drawn once the footer comes near", async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  const code = page.getByTestId('site-footer').getByTestId('app-qr-code')
  await code.scrollIntoViewIfNeeded()
  // The same symbol as the encoder gives here for the address (qr-worker.ts encodes it off the main thread).
  const expected = await QRCode.toString(`${baseURL}/about#app`, QR_OPTIONS)
  const modules = expected.match(/stroke="#000000" d="([^"]+)"/)?.[1]
  expect(modules).toBeTruthy()
  await expect(code.locator('svg path[stroke]')).toHaveAttribute('d', modules ?? '')
})
