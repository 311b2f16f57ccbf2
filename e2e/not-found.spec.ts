import { expect, test } from './fixtures'

const UNKNOWN_PATH = '/no/such/page/at/all'

test('an unknown path shows the 404 page inside the shell', async ({ notFoundPage, page }) => {
  await notFoundPage.goto(UNKNOWN_PATH)

  await expect(notFoundPage.panel).toBeVisible()
  await expect(notFoundPage.title).toHaveText('页面不存在')
  // Titled as what it is, not with the home's title.
  await expect(page).toHaveTitle(/^页面不存在/)
  await expect(notFoundPage.shell.header).toBeVisible()
  await expect(page.getByTestId('match-row')).toHaveCount(0)
  expect(new URL(page.url()).pathname, 'no redirect').toBe(UNKNOWN_PATH)
})

test("the 404 page in English says the spec's words", async ({ notFoundPage, page }) => {
  await notFoundPage.goto(UNKNOWN_PATH)
  await notFoundPage.shell.chooseLocale('en')

  await expect(notFoundPage.title).toHaveText('This page could not be found')
  await expect(page).toHaveTitle(/^This page could not be found/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
