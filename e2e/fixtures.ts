import { test as base, expect } from '@playwright/test'
import { HomePage } from './pages/home-page'
import { NotFoundPage } from './pages/not-found-page'

type Fixtures = {
  homePage: HomePage
  notFoundPage: NotFoundPage
  /** Uncaught exceptions thrown in the page during the test. */
  pageErrors: Error[]
}

export const test = base.extend<Fixtures>({
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
