import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { MatchesPage } from './pages/matches-page'

// Every page has exactly one top-level heading that says what it is: its own <h1> where it shows a title (a
// team, an article, a document), else the page's title in a heading kept off screen (src/ui/layout/page-heading.tsx).

/** The page's top-level headings as assistive technology finds them. */
async function headings(page: Page): Promise<string[]> {
  return page.getByRole('heading', { level: 1 }).allTextContents()
}

// One of each kind: the home, a list, the live list, a shop, a document (its own <h1>), the 404 page.
const PAGES: readonly [path: string, ready: string][] = [
  ['/', 'home-sections'],
  ['/match/lol', 'matches-page'],
  ['/live', 'live-page'],
  ['/mall', 'site-header'],
  ['/about', 'site-document'],
  ['/no-such-page', 'site-header'],
]

test('pages of every kind have one <h1> that names them', async ({ page, pageErrors }) => {
  for (const [path, ready] of PAGES) {
    await page.goto(path)
    await expect(page.getByTestId(ready).first(), path).toBeVisible()
    await expect.poll(() => headings(page), { message: path }).toHaveLength(1)
    const [heading] = await headings(page)
    expect(heading?.trim(), path).not.toBe('')
  }
  expect(pageErrors).toEqual([])
})

test('a match page’s heading is its match, and a page with a title of its own keeps only that one', async ({
  page,
}) => {
  const list = new MatchesPage(page)
  await list.goto('/match/lol')
  await list.waitForRows()
  const [id] = await list.matchIds()
  await page.goto(`/lol/${id}`)
  // Once the match has loaded, the tab and the heading both name it ("A vs B · league").
  await expect(page).toHaveTitle(/ vs /)
  const title = (await page.title()).replace(/ – Scorecast$/, '')
  await expect.poll(() => headings(page)).toEqual([title])

  await page.goto('/protocol/privacy')
  await expect(page.getByTestId('site-document').getByRole('heading', { level: 1 })).toHaveText('隐私政策')
  await expect.poll(() => headings(page)).toEqual(['隐私政策'])
})
