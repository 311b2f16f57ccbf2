import { expect, test } from './fixtures'
import { runNow } from './support/clock'

// News written from the feed: previews of the day's matches are listed under their game; when a match ends
// its report is listed within seconds, reads in the visitor's language, and links to the match page.

test('a match ends and its report is listed within seconds; the article links to its match', async ({ page }) => {
  test.setTimeout(120_000)
  // A football match of today or tomorrow (Beijing days) that has not ended.
  const dayOf = (offset: number) => new Date(runNow() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10)
  let matchId: string | undefined
  for (const day of [dayOf(0), dayOf(1)]) {
    const listed = await page.request.post('/java/match/pcMatches', {
      data: { day, gameId: 202 },
      headers: { sysType: 'PC' },
    })
    const open = ((await listed.json()).result.list as { id: string; status: string }[]).find(
      (m) => m.status !== 'closed',
    )
    matchId = open?.id
    if (matchId) break
  }
  if (!matchId) throw new Error('no football match left today or tomorrow')
  const ended = await page.request.post('/java/dev/feed', {
    data: { matchId, final: { home: 2, guest: 1 } },
    headers: { sysType: 'PC' },
  })
  expect(ended.ok()).toBe(true)

  // The writer runs every 5 s: the report is listed (newest first) within seconds of full time.
  await page.goto('/news/soccer')
  const report = page.locator(`[data-testid="news-item"][data-kind="report"][data-match-id="${matchId}"]`)
  await expect(async () => {
    await page.reload()
    await expect(report).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await expect(report).toContainText('2-1')
  await page.screenshot({ path: '.tmp/screens/news-list.png', fullPage: true })
  await report.locator('a').click()
  await expect(page.getByTestId('article-title')).toBeVisible()
  await expect(page.getByTestId('article-body')).toContainText('以2-1战胜')
  await expect(page.getByTestId('article-match')).toContainText('2 - 1')
  await page.screenshot({ path: '.tmp/screens/news-article.png', fullPage: true })
  await page.getByTestId('article-match').click()
  await expect(page).toHaveURL(new RegExp(`/soccer/${matchId}$`))
  // The match page lists its own articles.
  await expect(page.locator('[data-testid="match-news-item"][data-kind="report"]')).toBeVisible()
})
