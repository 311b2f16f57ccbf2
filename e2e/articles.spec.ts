import { mkdirSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshPhone, LoginModal } from './pages/login-modal'
import { type ApiUser, callAs, loginByApi } from './support/accounts'
import { adminMobile } from './support/live-env'

// People-written articles end to end: an expert writes an article in the creator centre's editor (a cover,
// a picture in the body, markup typed into the title and the body), submits it; an administrator passes it
// in the review console; it is listed under /news/lol and opens with its author, picture and text — and
// the markup stays text: no script ran, no element came of it. A reader is asked to log in to comment,
// comments, and the article's author removes the comment.

/** A 2×2 PNG (a real one: the browser decodes it on the page). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGM4ISf3H4QZYAwARzQIDWbIDqkAAAAASUVORK5CYII=',
  'base64',
)
const XSS_TITLE = '<img src=x onerror="window.__xss=1">春季赛观察'
const XSS_BODY = '<script>window.__xss=1</script><svg onload="window.__xss=1">正文从这里开始'
const SCREENS = '.tmp/screens/articles'

/**
 * A page of a user logged in off-screen (through the calls, in the page's own cookie jar): the session
 * cookie and the app's signed-in marker, as a code login on the page leaves them.
 */
async function signedInPage(browser: Browser, mobile: string): Promise<{ page: Page; user: ApiUser }> {
  const context = await browser.newContext()
  const user = await loginByApi(context.request, mobile)
  await context.addInitScript((uid) => localStorage.setItem('scorecast.signedIn', uid), String(user.uid))
  return { page: await context.newPage(), user }
}

test('an expert writes an article with a picture, an administrator passes it, readers find it under /news/lol, inert', async ({
  browser,
  page: writer,
  request,
  pageErrors,
}) => {
  test.setTimeout(180_000)
  mkdirSync(SCREENS, { recursive: true })
  // The writer is an expert: applied, and passed by an administrator off-screen.
  await writer.goto('/')
  await new LoginModal(writer).loginWithCode(freshPhone('134'))
  const token = (await writer.context().cookies()).find((cookie) => cookie.name === 'token')?.value ?? ''
  const me = { token, uid: 0, mobile: '' }
  const applied = await callAs(request, me, 'POST', '/user/expertApply', {
    name: `专栏作者${Date.now() % 10_000}`,
    intro: '十年电竞记者，专注英雄联盟赛事报道与数据分析。',
    gameIds: [1],
    acceptGuidance: true,
  })
  expect(applied.status, applied.msg ?? '').toBe('success')
  const { uid, username } = (await callAs(request, me, 'GET', '/user/info')).result as { uid: number; username: string }
  // One login for the administrator (a phone gets one code a minute): the same session passes the
  // application off-screen and reviews the article on-screen.
  const { page: admin, user: staff } = await signedInPage(browser, adminMobile('articles', test.info().retry))
  expect(
    (await callAs(admin.request, staff, 'POST', '/expert_plan/review/application', { uid, decision: 'pass' })).status,
  ).toBe('success')

  // 1. The editor: title, tag, cover, body text and a picture.
  await writer.goto('/creatorCenter/articleEdit')
  const editor = writer.getByTestId('article-editor')
  await expect(editor).toBeVisible()
  await writer.getByTestId('article-title-input').fill(XSS_TITLE)
  await writer.getByRole('button', { name: '英雄联盟', exact: true }).click()
  await writer
    .getByTestId('article-cover-file')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG })
  await expect(writer.getByTestId('cover-preview')).toBeVisible()
  await editor.locator('.tiptap').click()
  await writer.keyboard.type(XSS_BODY)
  await writer.getByTestId('editor-image-file').setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: PNG })
  await expect(editor.locator('.tiptap img')).toHaveAttribute('src', /^\/article\/image\/[0-9a-f]{64}$/)
  await writer.screenshot({ path: `${SCREENS}/editor-zh_CN.png`, fullPage: true })
  await writer.getByTestId('article-submit').click()
  await expect(writer).toHaveURL(/articleEdit\?id=\d+/)
  await expect(writer.getByTestId('article-state')).toHaveText('审核中')
  const id = /id=(\d+)/.exec(writer.url())?.[1] ?? ''

  // 2. The review console: the preview as readers will see it; passed.
  await admin.goto('/creatorCenter/articleReview')
  const item = admin.locator(`[data-testid="review-item"][data-article-id="${id}"]`)
  await expect(item.getByRole('heading', { name: XSS_TITLE })).toBeVisible()
  await expect(item.locator('.article-body img')).toHaveCount(1)
  await admin.screenshot({ path: `${SCREENS}/review-zh_CN.png`, fullPage: true })
  await item.getByTestId('pass-article').click()
  await expect(item).toHaveCount(0)

  // 3. A reader finds it under /news/lol and opens it.
  const reader = (await (await browser.newContext()).newPage()) as Page
  const readerErrors: Error[] = []
  reader.on('pageerror', (error) => readerErrors.push(error))
  await reader.goto('/news/lol')
  await reader.getByRole('link', { name: XSS_TITLE }).first().click()
  await expect(reader).toHaveURL(new RegExp(`/news/lol/${id}$`))
  await expect(reader.getByTestId('article-title')).toHaveText(XSS_TITLE)
  await expect(reader.getByTestId('article-author')).toContainText(username)
  const body = reader.getByTestId('article-body')
  await expect(body).toContainText(XSS_BODY)
  await expect(body.locator('img')).toHaveCount(1)
  await expect(body.locator('img')).toHaveJSProperty('naturalWidth', 2)
  await expect(reader.getByTestId('article-cover')).toBeVisible()
  await reader.screenshot({ path: `${SCREENS}/article-zh_CN.png`, fullPage: true })
  // The markup is text: no element was made of it, and nothing it carried ran.
  await expect(reader.locator('article script, article svg[onload], img[src="x"]')).toHaveCount(0)
  expect(await reader.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  expect(await writer.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  expect(await admin.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()

  // 4. The reader is asked to log in to comment (§6), logs in and comments; the author removes it.
  await reader.getByTestId('comment-input').click()
  const modal = new LoginModal(reader)
  await expect(modal.modal).toBeVisible()
  await modal.code.fill(await modal.requestCode(freshPhone('133')))
  await modal.submit.click()
  await expect(modal.modal).toBeHidden()
  await expect(modal.accountButton).toBeVisible({ timeout: 30_000 })
  await reader.getByTestId('comment-input').fill('写得很细，期待下一篇')
  await reader.getByTestId('comment-input-send').click()
  await expect(reader.getByTestId('comment-thread').filter({ hasText: '写得很细' })).toBeVisible()
  writer.on('dialog', (dialog) => void dialog.accept())
  await writer.goto(`/news/lol/${id}`)
  const comment = writer.getByTestId('comment-thread').filter({ hasText: '写得很细' })
  await comment.getByTestId('comment-remove').click()
  await expect(comment).toHaveCount(0)

  // 5. The author sees it published in their own list.
  await writer.goto('/userInfo/userNews')
  await expect(writer.getByTestId('own-article').filter({ hasText: XSS_TITLE })).toHaveAttribute(
    'data-state',
    'published',
  )
  expect([...pageErrors, ...readerErrors]).toEqual([])
})
