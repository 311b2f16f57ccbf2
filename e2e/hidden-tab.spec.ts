import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { MatchesPage } from './pages/matches-page'
import { pushPoint } from './support/api'

/**
 * What a browser tells a page when its tab goes behind another one (headless Chromium reports every page
 * visible, so the test says it the way the page hears it: visibilityState and the visibilitychange event).
 */
async function setTabShown(page: Page, shown: boolean): Promise<void> {
  await page.evaluate((visible) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (visible ? 'visible' : 'hidden'),
    })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !visible })
    document.dispatchEvent(new Event('visibilitychange'))
  }, shown)
}

test('a tab in the background stops following the cache; brought back it shows the latest score where it was scrolled to', async ({
  page,
  request,
  pageErrors,
}) => {
  const list = new MatchesPage(page)
  await list.goto('/match')
  await list.waitForRows()
  const matchId = await list.firstLiveMatchId()
  // Scrolled down, but not so far that the match's row leaves the virtual list's rendered window: the live match
  // picked may be the first on the list.
  const rowTop = await list.row(matchId).evaluate((row) => row.getBoundingClientRect().top + window.scrollY)
  const by = Math.round(Math.min(400, Math.max(150, rowTop - 200)))
  await page.mouse.wheel(0, by)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  const scrolled = await page.evaluate(() => window.scrollY)

  await setTabShown(page, false)
  // After a moment in the background (IDLE_AFTER_MS) the page under the header is kept but shows nothing:
  // no live query re-reads for it.
  await expect(list.rows.first()).toBeHidden()
  const pushed = await pushPoint(request, matchId, 'home')

  await setTabShown(page, true)
  await expect(list.row(matchId)).toBeVisible()
  await expect
    .poll(() => list.row(matchId).getByTestId('match-score').getAttribute('data-seq').then(Number), {
      message: 'the row never caught up with the point scored while the tab was in the background',
    })
    .toBeGreaterThanOrEqual(pushed.seq)
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(2)
  expect(pageErrors).toEqual([])
})
