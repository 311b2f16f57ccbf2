import { expect, test } from './fixtures'
import { MatchDetailPage } from './pages/match-detail-page'
import { MatchesPage } from './pages/matches-page'
import { blockApiAndSocket } from './support/network'
import { hasServiceWorker, isControlled } from './support/service-worker'

test('a reload of a match page without network shows the cached match and says so', async ({
  page,
  context,
}, testInfo) => {
  const matches = new MatchesPage(page)
  await matches.goto('/match')
  await expect(matches.liveRows.first()).toBeVisible({ timeout: 20_000 })
  const matchId = await matches.liveRows.first().getAttribute('data-match-id')
  if (!matchId) throw new Error('no live row')
  await matches.row(matchId).getByTestId('match-link').click()

  const detail = new MatchDetailPage(page)
  await detail.waitForMatch()
  await expect(detail.timeline).toBeVisible({ timeout: 20_000 })
  const home = await detail.homeTeam.textContent()
  const guest = await detail.guestTeam.textContent()
  const seqOnline = await detail.seq()

  if (await hasServiceWorker(page)) {
    await expect.poll(() => isControlled(page), { timeout: 15_000 }).toBe(true)
    await context.setOffline(true)
    await page.reload()
  } else {
    testInfo.annotations.push({
      type: 'offline emulated',
      description: 'no service worker: reloaded with /java/** and /socket.io/** aborted, then setOffline(true)',
    })
    await blockApiAndSocket(page)
    await page.reload()
    await context.setOffline(true)
  }

  await detail.waitForMatch()
  await expect(detail.homeTeam).toHaveText(home ?? '')
  await expect(detail.guestTeam).toHaveText(guest ?? '')
  expect(await detail.seq()).toBeGreaterThanOrEqual(seqOnline)
  await expect(detail.cachedNotice).toBeVisible()
  await expect(detail.shell.offlineBanner).toBeVisible()
  await expect(detail.timeline).toBeVisible()
  await context.setOffline(false)
})
