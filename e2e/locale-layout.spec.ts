import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test as base, expect, type Page } from '@playwright/test'
import { LOCALES } from '../protocol/constants'
import { HomePage } from './pages/home-page'
import { type LayoutFindings, probeLayout } from './pages/layout-probe'
import { LoginModal } from './pages/login-modal'
import { MatchesPage } from './pages/matches-page'

// Issue #15: every locale lays out. For each of the 21 locales the main pages are measured at 1,440 px (and
// the header alone at 1,280 and 1,920): no horizontal overflow, no header item outside its bar or on another,
// no header label broken over two lines, no text column of a list row over another, and no Chinese left in
// the shell (header, navigation, footer) of a locale that is not Chinese.
//
// Speed: one page serves every locale (chosen with the header's picker, as a person would), and moves between
// pages as the app's links do, so the app starts once, not 21 × 6 times. A failed test ends its worker, and
// the next locale starts on a fresh page.

const screens = join(import.meta.dirname, '../.tmp/screens/locales')
const CHINESE = new Set(['zh_CN', 'zh_TW'])
const ROWS = 6

const test = base.extend<object, { shared: Page }>({
  shared: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, locale, timezoneId } = workerInfo.project.use
      const context = await browser.newContext({ baseURL, viewport, locale, timezoneId })
      const page = await context.newPage()
      await page.goto('/')
      // The app has started (its first rows are drawn) before any locale is picked.
      await new HomePage(page).waitForRows()
      await use(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
})

/**
 * Moves the running app to `path` as one of its links would (the router follows history.pushState).
 */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path)
  await expect(page).toHaveURL(path)
}

/** Waits until what a page loads has arrived: its root is shown and nothing says it is busy. */
async function settle(page: Page, root: string): Promise<void> {
  await expect(page.getByTestId(root)).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

function problems(where: string, found: LayoutFindings, header = false): string[] {
  const out: string[] = []
  if (found.overflow) {
    out.push(`${where}: page is ${found.overflow.scrollWidth} px wide in a ${found.overflow.innerWidth} px window`)
  }
  for (const p of found.header) out.push(`${where}: header: ${p}`)
  for (const p of found.wrapped) out.push(`${where}: wrapped label ${p}`)
  if (!header) for (const p of found.overlaps) out.push(`${where}: ${p}`)
  for (const p of found.untranslated) out.push(`${where}: untranslated ${p}`)
  return out
}

test.describe('every locale lays out', () => {
  mkdirSync(screens, { recursive: true })

  for (const locale of LOCALES) {
    test(locale, async ({ shared: page }) => {
      const options = { checkHan: !CHINESE.has(locale), rows: ROWS }
      const found: string[] = []
      const look = (where: string, header = false) =>
        test.step(`measure ${where}`, async () => {
          found.push(...problems(where, await probeLayout(page, options), header))
        })

      const home = new HomePage(page)
      await open(page, '/')
      await home.shell.chooseLocale(locale)
      await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'))
      await home.waitForRows()
      await home.renderAllSections()
      await settle(page, 'site-footer')
      await look('/')
      // The picture shows the page, not where the keyboard was left by the previous locale.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.screenshot({ path: join(screens, `${locale}.png`) })
      for (const width of [1280, 1920]) {
        await page.setViewportSize({ width, height: 900 })
        await look(`/ header at ${width}`, true)
      }
      await page.setViewportSize({ width: 1440, height: 900 })

      const matches = new MatchesPage(page)
      await open(page, '/match/lol')
      await matches.waitForRows()
      await settle(page, 'matches-page')
      await look('/match/lol')
      const matchId = await matches.rows.first().getAttribute('data-match-id')
      expect(matchId, 'a row names its match').toBeTruthy()

      await open(page, `/lol/${encodeURIComponent(matchId ?? '')}`)
      await settle(page, 'match-detail')
      await look('match detail')

      for (const [path, root] of [
        ['/live', 'live-page'],
        ['/mall', 'mall-page'],
        ['/expert', 'expert-home'],
      ] as const) {
        await open(page, path)
        await settle(page, root)
        await look(path)
      }

      // The login modal's country code is a number with a sign: it reads +86 in a right-to-left page too.
      const login = new LoginModal(page)
      await login.open()
      const direction = await login.modal.getByTestId('login-country').evaluate((el) => getComputedStyle(el).direction)
      if (direction !== 'ltr') found.push(`login modal: the country code runs ${direction}, so +86 reads 86+`)
      await look('login modal', true)
      await page.keyboard.press('Escape')
      await expect(login.modal).toBeHidden()

      expect(found, `${locale} lays out`).toEqual([])
    })
  }
})
