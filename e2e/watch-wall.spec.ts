import { expect, test } from './fixtures'
import { MatchesPage } from './pages/matches-page'
import { pushPoint } from './support/api'

test('pin a live match from the list to the watch wall, see it follow the match, and take it off', async ({
  page,
  request,
  pageErrors,
}) => {
  const list = new MatchesPage(page)
  await list.goto('/match')
  await list.waitForRows()
  const matchId = await list.firstLiveMatchId()

  const pin = list.row(matchId).getByTestId('pin-button')
  await pin.click()
  await expect(pin).toHaveAttribute('aria-pressed', 'true')
  const wallLink = page.getByTestId('watch-wall-link')
  await expect(wallLink).toHaveText(/1$/)

  await wallLink.click()
  const tile = page.locator(`[data-testid="watch-tile"][data-match-id="${matchId}"]`)
  await expect(tile).toBeVisible()
  // The tile follows its match: a pushed point shows without a reload.
  const pushed = await pushPoint(request, matchId, 'home')
  const seq = () => tile.getByTestId('watch-score').getAttribute('data-seq').then(Number)
  await expect.poll(seq, { message: 'the tile never showed the pushed event' }).toBeGreaterThanOrEqual(pushed.seq)

  // Remembered across a reload; taken off with its pin.
  await page.reload()
  await expect(tile).toBeVisible()
  await tile.getByTestId('pin-button').click()
  await expect(tile).toHaveCount(0)
  await expect(page.getByTestId('watch-wall-page').getByTestId('empty-state')).toBeVisible()
  expect(pageErrors.map((e) => e.message)).toEqual([])
})
