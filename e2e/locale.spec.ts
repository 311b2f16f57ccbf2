import { expect, test } from './fixtures'

const countHan = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0

test('the locale switch changes the page and the choice survives a reload', async ({ homePage, page }) => {
  await homePage.goto()
  await homePage.waitForRows()
  const html = page.locator('html')
  const chinese = await homePage.shell.headerText()
  expect(countHan(chinese), `header text: ${chinese}`).toBeGreaterThan(0)

  await homePage.shell.chooseLocale('en')
  await expect(html).toHaveAttribute('lang', 'en')
  // The header's words are now English: most of the Chinese is gone and the text changed.
  await expect
    .poll(async () => countHan(await homePage.shell.headerText()), {
      message: 'Han characters left in the header after choosing en',
    })
    .toBeLessThan(countHan(chinese) / 2)
  const english = await homePage.shell.headerText()
  expect(english).not.toBe(chinese)
  expect(english).toMatch(/[A-Za-z]{3,}/)

  await homePage.shell.chooseLocale('ar')
  await expect(html).toHaveAttribute('lang', 'ar')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect.poll(() => homePage.shell.headerText()).toMatch(/\p{Script=Arabic}/u)

  await page.reload()
  await expect(html).toHaveAttribute('lang', 'ar')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(homePage.shell.localeSwitcher).toHaveValue('ar')
})
