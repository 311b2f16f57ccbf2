import type { APIRequestContext } from '@playwright/test'
import { z } from 'zod'
import { envelopeSchema } from '../protocol/envelope'
import { GAMES } from '../protocol/games'
import { HOME_HINT_ID } from '../scripts/boot-pages'
import { expect, test } from './fixtures'
import { matchInProgress } from './support/api'
import { SERVICE_WORKER, waitForServiceWorkerControl } from './support/service-worker'

// Offline reloads are the service worker's work (the config blocks it elsewhere).
test.use(SERVICE_WORKER)

const named = z.object({ name: z.string() }).loose()
const detailSchema = envelopeSchema(z.object({ home: named, guest: named, leagueName: z.string() }).loose())

/** A head-to-head match in progress (one kicks off when none is), its page's path and its names as the server has them. */
async function headToHead(request: APIRequestContext) {
  const heads = new Set(GAMES.filter((g) => g.kind !== 'battleRoyale').map((g) => g.gameId))
  const { id, gameId } = await matchInProgress(request, heads)
  const detail = detailSchema.parse(await (await request.get('/java/match/detail', { params: { matchId: id } })).json())
  if (!detail.result) throw new Error(`no detail of ${id}`)
  return { path: `/${GAMES.find((g) => g.gameId === gameId)?.slug}/${encodeURIComponent(id)}`, ...detail.result }
}

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

  test("a match page shows the match's teams and score, then the app's own head", async ({ page, request }) => {
    const match = await headToHead(request)
    await page.route('**/*.js', (route) => route.abort())
    await page.goto(match.path)
    const head = page.locator('#root .boot .boot-match-teams')
    await expect(head).toContainText(match.home.name)
    await expect(head).toContainText(match.guest.name)
    await expect(head.locator('b')).toHaveText(/^\d+ : \d+$/)
    await expect(page).toHaveTitle(`${match.home.name} vs ${match.guest.name} · ${match.leagueName} – Scorecast`)

    await page.unroute('**/*.js')
    await page.goto(match.path)
    await expect(page.getByTestId('match-hero')).toBeVisible()
    await expect(page.locator('#root .boot')).toHaveCount(0)
  })

  test('a first visit gets it in zh_CN, and the app replaces it with its own', async ({ homePage, page }) => {
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/')
    await expect(bootHint(page)).toHaveText(HOME_HINT_ID)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    // Styled by its inline rules, which the CSP lets apply by their hash; the app's stylesheet is only
    // preloaded, for the app to apply.
    await expect(page.locator('#root .boot-header')).toHaveCSS('background-color', 'rgb(18, 22, 31)')
    await expect(bootHint(page)).toHaveCSS('font-size', '12px')
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0)

    await page.unroute('**/*.js')
    await homePage.goto()
    await expect(homePage.sections.first()).toBeVisible()
    await expect(page.locator('#root .boot')).toHaveCount(0)
    await expect(page.locator('.home-hint')).toHaveText(HOME_HINT_ID)
    // The app applied its stylesheet before it rendered.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
    await expect(page.locator('.home-hint')).toHaveCSS('font-size', '12px')
  })
})

test("offline, the service worker answers the home with the home's page and every other page with the shell", async ({
  homePage,
  page,
  context,
  request,
}) => {
  await homePage.goto()
  await expect(homePage.sections.first()).toBeVisible()
  await waitForServiceWorkerControl(page)
  const kept = (url: string) =>
    page.evaluate(async (key) => (await (await caches.open('scorecast-shell-v2')).match(key))?.text() ?? '', url)
  // A match page's copy names its match: it is never kept as the shell of every page.
  await page.goto((await headToHead(request)).path)
  await expect(page.getByTestId('match-hero')).toBeVisible()
  expect(await kept('/index.html')).toContain('boot-toolbar')
  expect(await kept('/index.html')).not.toContain('class="boot-panel boot-match"')
  await page.goto('/match/lol')
  await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 20_000 })

  await context.setOffline(true)
  // What the worker keeps for navigations (a page's fetch cannot make one): the home's own page under `/`.
  expect(await kept('/')).toContain('class="boot-hint"')
  expect(await kept('/index.html')).toContain('boot-toolbar')
  expect(await kept('/index.html')).not.toContain('class="boot-hint"')

  await page.reload()
  await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 20_000 })
  await page.goto('/')
  await expect(homePage.sections.first()).toBeVisible()
})
