import { expect, test } from './fixtures'
import { MatchesPage } from './pages/matches-page'

test('favourite a match: it is under 关注, still after a reload, and gone when unfollowed', async ({
  page,
  pageErrors,
}) => {
  const matches = new MatchesPage(page)
  await matches.goto('/match')
  await matches.waitForRows()
  const [matchId] = await matches.matchIds()
  if (!matchId) throw new Error('no rows on the schedule')

  await matches.star(matchId).click()
  await expect(matches.star(matchId)).toHaveAttribute('aria-pressed', 'true')

  await matches.openTab('关注')
  await expect(matches.row(matchId)).toBeVisible()
  expect(await matches.matchIds()).toEqual([matchId])

  await page.reload()
  await expect(matches.row(matchId)).toBeVisible({ timeout: 20_000 })
  await expect(matches.star(matchId)).toHaveAttribute('aria-pressed', 'true')

  await matches.star(matchId).click()
  await expect(matches.row(matchId)).toHaveCount(0)
  await expect(matches.emptyState).toBeVisible()
  expect(pageErrors.map((e) => e.message)).toEqual([])
})
