import { expect, test } from './fixtures'

// News written from the feed: previews of the day's matches are listed under their game; when a match ends
// its report is listed within seconds, reads in the visitor's language, and links to the match page.

type Summary = { id: number; kind: string; matchId: string; title: string }

test('a match ends and its report is listed within seconds; the article links to its match', async ({ page }) => {
  test.setTimeout(120_000)
  // The first pass of the news writer (every 5 s) lists previews of the matches of the next day.
  let preview: Summary | undefined
  await expect(async () => {
    for (let pageIndex = 1; !preview && pageIndex <= 10; pageIndex++) {
      const listed = await page.request.get(`/java/soccer/news/${pageIndex}`, {
        headers: { sysType: 'PC', lan: 'zh_CN' },
      })
      preview = ((await listed.json()).result.list as Summary[]).find((a) => a.kind === 'preview')
    }
    expect(preview).toBeDefined()
  }).toPass({ timeout: 30_000 })
  if (!preview) throw new Error('no preview listed')
  await page.goto('/news/soccer')
  await expect(page.getByTestId('news-item').first()).toBeVisible()
  await page.screenshot({ path: '.tmp/screens/news-list.png', fullPage: true })

  const ended = await page.request.post('/java/dev/feed', {
    data: { matchId: preview.matchId, final: { home: 2, guest: 1 } },
    headers: { sysType: 'PC' },
  })
  expect(ended.ok()).toBe(true)

  // Other matches of the feed end too: this match's report is the one to find.
  const report = page.locator(`[data-testid="news-item"][data-kind="report"][data-match-id="${preview.matchId}"]`)
  await expect(async () => {
    await page.reload()
    await expect(report.first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await expect(report.first()).toContainText('2-1')
  await report.first().locator('a').click()
  await expect(page.getByTestId('article-title')).toBeVisible()
  await expect(page.getByTestId('article-body')).toContainText('以2-1战胜')
  await expect(page.getByTestId('article-match')).toContainText('2 - 1')
  await page.screenshot({ path: '.tmp/screens/news-article.png', fullPage: true })
  await page.getByTestId('article-match').click()
  await expect(page).toHaveURL(new RegExp(`/soccer/${preview.matchId}$`))
  // The match page lists its own articles: the preview and the report.
  await expect(page.locator('[data-testid="match-news-item"][data-kind="report"]')).toBeVisible()
  await expect(page.locator('[data-testid="match-news-item"][data-kind="preview"]')).toBeVisible()
})
