import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'
import { loginByApi } from './support/accounts'
import { adminMobile } from './support/live-env'
import { SERVICE_WORKER, waitForServiceWorkerControl } from './support/service-worker'

// Offline reloads are the service worker's work (the config blocks it elsewhere).
test.use(SERVICE_WORKER)

// Comments, posts and read-later end to end: a visitor on an article is asked to log in to comment, logs in,
// comments with markup that must stay text, and an administrator removes it; a post with a picture shows on
// the author's public page; an article saved to read later opens with the network off.

const XSS = '<img src=x onerror="window.__xss=1">'
/** A 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

/** An administrator's page, logged in off-screen (the login itself is the visitor's story, on-screen). */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext()
  const admin = await loginByApi(context.request, adminMobile('comments', test.info().retry))
  await context.addInitScript((uid) => localStorage.setItem('scorecast.signedIn', uid), String(admin.uid))
  return context.newPage()
}

test('comment after logging in, removed by an administrator; a post with a picture; read later offline', async ({
  page,
  browser,
  context,
}) => {
  // About 45 s on a busy two-core machine, most of it the first page loads of a fresh server.
  test.setTimeout(90_000)
  page.on('dialog', (dialog) => void dialog.accept())
  // The newest article of all games (the feed writes previews of the day's matches at start).
  const newestId = async () => {
    const listed = await page.request.get('/java/recommend/news/1', { headers: { sysType: 'PC' } })
    return ((await listed.json()).result.list as { id: number }[])[0]?.id ?? 0
  }
  await expect.poll(newestId, { message: 'the feed has written an article', timeout: 30_000 }).toBeGreaterThan(0)
  const articleUrl = `/news/hot/${await newestId()}`
  await page.goto(articleUrl)
  await expect(page.getByTestId('article-body')).toBeVisible()

  // A visitor is asked to log in before writing (§6), then comments in place.
  await expect(page.getByTestId('comment-count')).toContainText('(')
  await page.getByTestId('comment-input').click()
  const modal = new LoginModal(page)
  await expect(modal.modal).toBeVisible()
  const phone = freshPhone('131')
  await modal.code.fill(await modal.requestCode(phone))
  await modal.submit.click()
  await expect(modal.modal).toBeHidden()
  await expect(modal.accountButton).toBeVisible({ timeout: 30_000 })

  await page.getByTestId('comment-input').fill('加我微信 abc123456')
  await page.getByTestId('comment-input-send').click()
  await expect(page.getByTestId('comment-error')).toHaveText('内容不合规，请勿发送联系方式或广告')
  await page.getByTestId('comment-input').fill(XSS)
  await page.getByTestId('comment-input-send').click()
  const mine = page.getByTestId('comment-thread').filter({ hasText: XSS })
  await expect(mine).toBeVisible()
  // Markup is shown as text: the body's text is the string, and no element was made from it.
  await expect(mine.getByTestId('comment-body')).toHaveText(XSS)
  expect(await page.locator('[data-testid="comments"] img[src="x"]').count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  await mine.getByTestId('comment-like').click()
  await expect(mine.getByTestId('comment-like')).toHaveAttribute('aria-pressed', 'true')

  // Read later: saved from the article.
  await page.getByTestId('read-later-toggle').click()
  await expect(page.getByTestId('read-later-toggle')).toHaveAttribute('aria-pressed', 'true')
  const title = (await page.getByTestId('article-title').textContent()) ?? ''

  // A post with a picture.
  await page.goto('/userInfo/userPost')
  await page.getByTestId('post-input').fill(`第一条帖子 ${XSS}`)
  await page.getByTestId('post-image-input').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG })
  await expect(page.locator('.post-composer-thumbs img')).toHaveCount(1)
  await page.getByTestId('post-publish').click()
  await expect(page.getByTestId('post-card').first().getByTestId('post-text')).toHaveText(`第一条帖子 ${XSS}`)

  // An administrator on the article follows the commenter to their public page and sees the post and its
  // picture; back on the article, removes the comment (they may remove anyone's).
  const admin = await adminPage(browser)
  admin.on('dialog', (dialog) => void dialog.accept())
  await admin.goto(articleUrl)
  const theirs = admin.getByTestId('comment-thread').filter({ hasText: XSS })
  await theirs.getByTestId('comment-author').click()
  await admin.getByRole('tab', { name: '帖子' }).click()
  const card = admin.getByTestId('post-card').first()
  await expect(card.getByTestId('post-text')).toHaveText(`第一条帖子 ${XSS}`)
  await expect
    .poll(() => card.getByTestId('post-image').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(2)
  await admin.goBack()
  await theirs.getByTestId('comment-remove').click()
  await expect(theirs).toHaveCount(0)

  // The saved article is listed in the user area (reached through its menu).
  await page.getByRole('link', { name: '稍后阅读' }).click()
  await expect(page.getByTestId('read-later-item').filter({ hasText: title })).toBeVisible()

  // With the network off, the saved article opens from the cache.
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)
  await page.goto(articleUrl)
  await expect(page.getByTestId('article-title')).toHaveText(title)
  await expect(page.getByTestId('article-body')).not.toBeEmpty()
  await context.setOffline(false)
})
