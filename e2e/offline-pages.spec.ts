import { expect, test } from './fixtures'
import { SERVICE_WORKER, waitForServiceWorkerControl } from './support/service-worker'

// Offline reloads are the service worker's work (the config blocks it elsewhere).
test.use(SERVICE_WORKER)

// Offline beyond the pages already seen: a page whose code this browser never fetched says so under the
// header (it used to be a bare "500 — 服务器开小差了" blaming the server for a lost network) and opens by
// itself when the network is back; once the page has been idle a while, the service worker keeps every route's
// code (public/sw.js 'precache-app', the list from scripts/offline-assets.ts), and such a page opens offline.

test('offline, a page never opened says it is not saved, under the header, and opens once back online', async ({
  homePage,
  page,
  context,
}) => {
  await homePage.goto()
  await expect(homePage.sections.first()).toBeVisible()
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)
  await page.getByRole('link', { name: '商城', exact: true }).click()
  await expect(page.getByTestId('offline-not-saved-page')).toBeVisible()
  await expect(page.getByTestId('offline-not-saved-page')).toContainText('这个页面还没有离线保存')
  await expect(page.getByTestId('site-header')).toBeVisible()
  await expect(page.getByText('服务器开小差了')).toHaveCount(0)
  await page.screenshot({ path: '.tmp/screens/offline-not-saved.png', fullPage: true })
  await context.setOffline(false)
  await expect(page.getByTestId('mall-page')).toBeVisible({ timeout: 15_000 })
})

test('once the whole app is kept, every page of the navigation opens offline', async ({ homePage, page, context }) => {
  await homePage.goto()
  await expect(homePage.sections.first()).toBeVisible()
  await waitForServiceWorkerControl(page)
  // What the page asks for when it has been idle 30 s, asked now (the test does not wait for the timer).
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'precache-app' }))
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const list = (await (await fetch('/offline-assets.json')).json()) as string[]
          const cache = await caches.open('scorecast-shell-v2')
          let missing = 0
          for (const url of list) if (!(await cache.match(url))) missing += 1
          return { listed: list.length, missing }
        }),
      { timeout: 60_000, message: 'every chunk of the app is kept' },
    )
    .toMatchObject({ missing: 0 })
  await context.setOffline(true)
  await page.getByRole('link', { name: '商城', exact: true }).click()
  // The mall's own code runs: its products when this browser has them (the home may have fetched them), else
  // its own "network problem" state — never the page-not-kept state of a missing chunk.
  await expect(page.getByTestId('mall-page').or(page.getByTestId('network-problem-page'))).toBeVisible()
  await expect(page.getByTestId('offline-not-saved-page')).toHaveCount(0)
  // And so every page of the two navigation bars: its own content or its own offline state, never a missing
  // chunk's page and never a server error for a lost network.
  for (const bar of ['栏目', '游戏']) {
    const links = page.getByRole('navigation', { name: bar, exact: true }).getByRole('link')
    const count = await links.count()
    expect(count, bar).toBeGreaterThan(5)
    for (let i = 0; i < count; i++) {
      const link = links.nth(i)
      const href = await link.getAttribute('href')
      await link.click()
      await expect(page, `${bar} ${href}`).toHaveURL(new RegExp(`${href}$`))
      await expect(page.locator('main').first(), `${bar} ${href}`).not.toBeEmpty()
      await expect(page.getByTestId('offline-not-saved-page'), `${bar} ${href}`).toHaveCount(0)
      await expect(page.getByText('服务器开小差了'), `${bar} ${href}`).toHaveCount(0)
    }
  }
})
