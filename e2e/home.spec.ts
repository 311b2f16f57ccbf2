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
  const shown = await homePage.matchIds()
  expect(shown.filter((id) => today.has(id)).length, `rows shown: ${shown.length}`).toBeGreaterThan(0)

  expect(pageErrors.map((e) => e.message)).toEqual([])
})
