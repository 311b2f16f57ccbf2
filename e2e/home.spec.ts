import type { Locator } from '@playwright/test'
import { beijingDay } from '../protocol/calendar'
import { expect, test } from './fixtures'
import { matchIdsOfDay } from './support/api'
import { runNow } from './support/clock'

const HAN = /\p{Script=Han}/u

test("home renders today's matches in Chinese", async ({ homePage, request, pageErrors }) => {
  await homePage.goto()
  await homePage.waitForRows()

  expect(await homePage.shell.lang()).toBe('zh-CN')
  await expect(homePage.shell.header).toContainText(HAN)
  await expect(homePage.rows.first()).toContainText(HAN)

  // The rows are the server's matches of the Beijing day, not placeholders.
  const today = await matchIdsOfDay(request, beijingDay(runNow()))
  expect(today.size, 'the server has matches today').toBeGreaterThan(0)
  // The home's three days arrive together but are written in batches, yesterday's first: the first rows to
  // show may all be yesterday's, so wait for today's rather than read the rows once.
  await expect
    .poll(async () => (await homePage.matchIds()).filter((id) => today.has(id)).length, {
      message: "rows of today's matches",
    })
    .toBeGreaterThan(0)

  expect(pageErrors.map((e) => e.message)).toEqual([])
})

test('sections below the first screen render as they come near and stay rendered', async ({ homePage, page }) => {
  await homePage.goto()
  await homePage.waitForRows()
  const body = (section: Locator) => section.locator(':scope > .reorder-body > div')
  const first = homePage.sections.first()
  const last = homePage.sections.last()

  // The last section is screens below: an empty box of about its height stands in for it.
  await expect(body(last)).toHaveAttribute('aria-busy', 'true')
  const box = await body(last).boundingBox()
  expect(box?.height, 'the stand-in keeps about the section height').toBeGreaterThan(100)

  // Drawn: its rows, its empty state or, while a list reloads with nothing cached (the in-play section between
  // two live matches), its skeleton — something, not the stand-in. (Not "has text": a skeleton has none, and
  // at 23:30 Beijing CI caught the in-play section in that state.)
  const drawn = (section: Locator) => expect(body(section).locator(':scope > *').first()).toBeAttached()
  await last.scrollIntoViewIfNeeded()
  await expect(body(last)).not.toHaveAttribute('aria-busy')
  await drawn(last)

  // Scrolled away from, the first section is still drawn (nothing is unmounted).
  await expect(body(first)).not.toHaveAttribute('aria-busy')
  await drawn(first)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(body(last)).not.toHaveAttribute('aria-busy')
  await drawn(last)
})

test("yesterday's and tomorrow's sections lead to the whole day on the calendar", async ({ homePage, page }) => {
  await homePage.goto()
  await homePage.waitForRows()
  const more = page.getByTestId('home-day-more-tomorrow')
  await more.scrollIntoViewIfNeeded()
  const href = (await more.getAttribute('href')) ?? ''
  const day = new URL(href, page.url()).searchParams.get('day') ?? ''
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  await more.click()
  await expect(page).toHaveURL(/tab=calendar/)
  await expect(page).toHaveURL(new RegExp(`day=${day}`))
})
