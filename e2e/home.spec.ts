import { beijingDay } from '../protocol/calendar'
import { expect, test } from './fixtures'
import { matchIdsOfDay } from './support/api'

const HAN = /\p{Script=Han}/u

test("home renders today's matches in Chinese", async ({ homePage, request, pageErrors }) => {
  await homePage.goto()
  await homePage.waitForRows()

  expect(await homePage.shell.lang()).toBe('zh-CN')
  await expect(homePage.shell.header).toContainText(HAN)
  await expect(homePage.rows.first()).toContainText(HAN)

  // The rows are the server's matches of the Beijing day, not placeholders.
  const today = await matchIdsOfDay(request, beijingDay(Date.now()))
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
