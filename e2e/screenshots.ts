// Saves PNGs of the key pages into .tmp/screens/ for people to look at (not part of the test suite).
// Run: node --import tsx e2e/screenshots.ts
// With BASE_URL=http://127.0.0.1:3000 it photographs a server that is already running; otherwise it starts
// one on a free port with a fresh database and FEED_SPEED=3 (as the e2e tests do).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { HomePage } from './pages/home-page'
import { MatchDetailPage } from './pages/match-detail-page'
import { MatchesPage } from './pages/matches-page'
import { CHROMIUM_LAUNCH } from './support/chromium'
import { type RunningServer, startServer } from './support/server-process'

const outDir = join(import.meta.dirname, '../.tmp/screens')

type Shot = { name: string; locale?: string; path: string; prepare?: (page: Page) => Promise<void> }

const waitForRows = (page: Page) => new HomePage(page).waitForRows(30_000)

const SHOTS: Shot[] = [
  { name: 'home-zh_CN', path: '/', prepare: waitForRows },
  {
    name: 'home-in-play-zh_CN',
    path: '/',
    prepare: async (page) => {
      const home = new HomePage(page)
      await home.waitForRows(30_000)
      await home.showInPlay()
      await home.liveRows.first().waitFor({ timeout: 30_000 })
    },
  },
  { name: 'home-en', locale: 'en', path: '/', prepare: waitForRows },
  { name: 'home-ar', locale: 'ar', path: '/', prepare: waitForRows },
  { name: 'match-lol-zh_CN', path: '/match/lol' },
  {
    name: 'match-detail-zh_CN',
    path: '/match',
    prepare: async (page) => {
      const list = new MatchesPage(page)
      await list.waitForRows()
      await list.liveRows.first().getByTestId('match-link').click({ timeout: 30_000 })
      const detail = new MatchDetailPage(page)
      await detail.waitForMatch()
      await detail.timeline.waitFor({ timeout: 30_000 })
    },
  },
  { name: 'live-zh_CN', path: '/live' },
  { name: 'not-found-zh_CN', path: '/no/such/page/at/all' },
]

async function main() {
  mkdirSync(outDir, { recursive: true })
  const server: RunningServer | null = process.env.BASE_URL ? null : await startServer({ FEED_SPEED: '3' })
  const baseURL = process.env.BASE_URL ?? server?.url
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        baseURL,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        viewport: { width: 1440, height: 900 },
      })
      // The client remembers the chosen locale in localStorage (src/i18n/locale.ts).
      if (shot.locale) {
        await context.addInitScript((locale) => localStorage.setItem('scorecast.locale', locale), shot.locale)
      }
      const page = await context.newPage()
      await page.goto(shot.path)
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {})
      try {
        await shot.prepare?.(page)
      } catch (error) {
        console.warn(`${shot.name}: ${(error as Error).message.split('\n')[0]}; saving what is there`)
      }
      const file = join(outDir, `${shot.name}.png`)
      // The viewport, as a person first sees it (the day lists run to thousands of pixels).
      await page.screenshot({ path: file })
      console.log(`saved ${file}`)
      await context.close()
    }
  } finally {
    await browser.close()
    await server?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
