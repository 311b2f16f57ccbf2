import { HOME_HINT_ID } from '../scripts/boot-pages'
import { expect, test } from './fixtures'
import { waitForServiceWorkerControl } from './support/service-worker'

// The home's first screen before any script runs: index.html's skeleton with the home's hint in the visitor's
// locale (the server picks home.<locale>.html by the cookie the app keeps), so its largest text paints at once.
test.describe('the first screen before any script', () => {
  // The app's service worker would serve the scripts these pages go without.
  test.use({ serviceWorkers: 'block' })
  const bootHint = (page: import('@playwright/test').Page) => page.locator('#root .boot .boot-hint')

  test("shows the home's hint in the locale the app last used, and only on the home", async ({ homePage, page }) => {
    await homePage.goto()
    await expect(homePage.sections.first()).toBeVisible()
    await homePage.shell.chooseLocale('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    // The app kept the locale where the server reads it.
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'scorecast.locale')?.value).toBe('en')

    // The locale's change loads chunks (its catalog, call schemas): one still on its way when scripts are
    // refused would fail, and the app reloads on a chunk that failed to load, aborting the navigation below.
    await page.waitForLoadState('networkidle')
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/')
    await expect(bootHint(page)).toHaveText(/^Drag the handle left of a title/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page.goto('/match/lol')
    await expect(page.locator('#root .boot')).toBeVisible()
    await expect(bootHint(page)).toHaveCount(0)
  })

  test('a first visit gets it in zh_CN, and the app replaces it with its own', async ({ homePage, page }) => {
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/')
    await expect(bootHint(page)).toHaveText(HOME_HINT_ID)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')

    await page.unroute('**/*.js')
    await homePage.goto()
    await expect(homePage.sections.first()).toBeVisible()
    await expect(page.locator('#root .boot')).toHaveCount(0)
    await expect(page.locator('.home-hint')).toHaveText(HOME_HINT_ID)
  })
})

test("offline, the service worker answers the home with the home's page and every other page with the shell", async ({
  homePage,
  page,
  context,
}) => {
  await homePage.goto()
  await expect(homePage.sections.first()).toBeVisible()
  await waitForServiceWorkerControl(page)
  await page.goto('/match/lol')
  await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 20_000 })

  await context.setOffline(true)
  // What the worker keeps for navigations (a page's fetch cannot make one): the home's own page under `/`.
  const kept = (url: string) =>
    page.evaluate(async (key) => (await (await caches.open('scorecast-shell-v2')).match(key))?.text() ?? '', url)
  expect(await kept('/')).toContain('class="boot-hint"')
  expect(await kept('/index.html')).toContain('boot-toolbar')
  expect(await kept('/index.html')).not.toContain('class="boot-hint"')

  await page.reload()
  await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 20_000 })
  await page.goto('/')
  await expect(homePage.sections.first()).toBeVisible()
})
