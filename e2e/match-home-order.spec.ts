import { expect, test } from './fixtures'

test('home sections are reordered by the move buttons and by dragging, and the order is remembered', async ({
  homePage,
  page,
}) => {
  await homePage.goto()
  await expect(homePage.sections.first()).toBeVisible({ timeout: 20_000 })
  const initial = await homePage.sectionOrder()
  expect(initial).toHaveLength(9)
  const [first, second] = initial
  // A first visit is told how to reorder; once it has, only the time zone stays.
  const hint = page.locator('.home-hint')
  await expect(hint).toContainText('调整栏目顺序')

  // Keyboard-accessible: move the first section down one place.
  await homePage
    .section(first ?? '')
    .getByTestId('move-down')
    .click()
  await expect.poll(() => homePage.sectionOrder()).toEqual([second, first, ...initial.slice(2)])
  await expect(hint).toHaveText('时间均为北京时间。')

  await page.reload()
  await expect.poll(() => homePage.sectionOrder(), { timeout: 20_000 }).toEqual([second, first, ...initial.slice(2)])

  // Drag the (now second) first section's handle onto the section above it: the original order is back.
  await homePage
    .section(first ?? '')
    .getByTestId('drag-handle')
    .dragTo(homePage.section(second ?? '').locator('header'))
  await expect.poll(() => homePage.sectionOrder()).toEqual(initial)
  await page.reload()
  await expect.poll(() => homePage.sectionOrder(), { timeout: 20_000 }).toEqual(initial)
})
