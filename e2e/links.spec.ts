import { expect, test } from './fixtures'

// The home's links all land (#44): every link on the home — its sections, the header's two navigation bars
// and the footer — opens a page of the portal, never the 404 page. Links of one shape (a match, an article, a
// video…) are many doors of one route: one of each is followed.

/** A link's shape: its path with every number and match id made the same. */
const shapeOf = (href: string) =>
  href
    .replace(/[?#].*$/, '')
    .replace(/\d+/g, 'N')
    .replace(/\/[a-z]+-N-N\b/g, '/MATCH')

test('every link of the home, its navigation and its footer lands on a page of the portal', async ({
  homePage,
  page,
}) => {
  await homePage.goto()
  await homePage.waitForRows()
  // The sections below the first screen draw their links as they come near.
  for (const section of await homePage.sections.all()) await section.scrollIntoViewIfNeeded()
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded()
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))])
  const portal = hrefs.filter((href) => !/^\/(java|sitemap\.xml|robots\.txt)\b/.test(href))
  const byShape = new Map<string, string>()
  for (const href of portal) if (!byShape.has(shapeOf(href))) byShape.set(shapeOf(href), href)
  expect(byShape.size, [...byShape.values()].join(' ')).toBeGreaterThan(20)

  const broken: string[] = []
  for (const href of byShape.values()) {
    await page.goto(href)
    await expect(page.getByTestId('site-header'), href).toBeVisible()
    await page.waitForLoadState('networkidle')
    if ((await page.getByTestId('not-found-page').count()) > 0) broken.push(href)
  }
  // The figure for the record (the list reporter prints it).
  console.log(`followed ${byShape.size} links of ${portal.length} on the home`)
  expect(broken).toEqual([])
})

test('the news and videos lists have a recommended tab (the newest of every game), and the home links to it', async ({
  page,
}) => {
  for (const path of ['/news/recommend', '/videos/recommend', '/videos/recommend/videoList']) {
    await page.goto(path)
    await expect(page.locator('.news-tabs [aria-current="page"]'), path).toHaveText('推荐')
    await expect(page.getByTestId('not-found-page'), path).toHaveCount(0)
  }
  await page.goto('/news/lol')
  await page.locator('.news-tabs').getByRole('link', { name: '推荐' }).click()
  await expect(page).toHaveURL(/\/news\/recommend$/)
})
