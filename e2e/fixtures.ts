import { type BrowserContext, test as base, expect } from '@playwright/test'
import { HomePage } from './pages/home-page'
import { NotFoundPage } from './pages/not-found-page'
import { CLOCK_OFFSET_MS, runNow } from './support/clock'

type Fixtures = {
  homePage: HomePage
  notFoundPage: NotFoundPage
  /** Uncaught exceptions thrown in the page during the test. */
  pageErrors: Error[]
}

/** Every context's pages on the run's clock (e2e/support/clock.ts), when it is not the real one. */
async function withRunnerClock(context: BrowserContext): Promise<BrowserContext> {
  if (CLOCK_OFFSET_MS !== 0) await context.clock.install({ time: runNow() })
  return context
}

export const test = base.extend<Fixtures, { clockedBrowser: undefined }>({
  // Contexts the stories make themselves (a second user, an anchor) get the clock too.
  clockedBrowser: [
    async ({ browser }, use) => {
      if (CLOCK_OFFSET_MS !== 0) {
        const newContext = browser.newContext.bind(browser)
        browser.newContext = async (options) => withRunnerClock(await newContext(options))
      }
      await use(undefined)
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    await use(await withRunnerClock(context))
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = []
    page.on('pageerror', (error) => errors.push(error))
    await use(errors)
  },
  homePage: async ({ page }, use) => {
    await use(new HomePage(page))
  },
  notFoundPage: async ({ page }, use) => {
    await use(new NotFoundPage(page))
  },
})

export { expect }
