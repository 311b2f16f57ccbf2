import type { Route } from '@playwright/test'
import { addDays, beijingDay } from '../protocol/calendar'
import { gameById } from '../protocol/games'
import { expect, test } from './fixtures'
import { MatchDetailPage } from './pages/match-detail-page'
import { MatchesPage } from './pages/matches-page'
import { firstMatchOfDay } from './support/api'
import { runNow } from './support/clock'
import { SERVICE_WORKER, waitForServiceWorkerControl } from './support/service-worker'

// Offline reloads are the service worker's work (the config blocks it elsewhere).
test.use(SERVICE_WORKER)

test('a reload of a match page without network shows the cached match and says so', async ({ page, context }) => {
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

  await waitForServiceWorkerControl(page)
  await context.setOffline(true)
  await page.reload()

  await detail.waitForMatch()
  await expect(detail.homeTeam).toHaveText(home ?? '')
  await expect(detail.guestTeam).toHaveText(guest ?? '')
  expect(await detail.seq()).toBeGreaterThanOrEqual(seqOnline)
  await expect(detail.cachedNotice).toBeVisible()
  await expect(detail.shell.offlineBanner).toBeVisible()
  await expect(detail.timeline).toBeVisible()
  await context.setOffline(false)
})

test('a match page that could not load offers a retry, which loads it without leaving the page', async ({
  page,
  request,
}) => {
  // A match three days ahead: nothing on the way to it puts it in the cache, and the feed pushes nothing for it.
  const match = await firstMatchOfDay(request, addDays(beijingDay(runNow()), 3))
  const game = gameById(match.gameId)?.slug
  if (!game) throw new Error(`unknown game ${match.gameId}`)
  const failDetail = (route: Route) => route.abort('internetdisconnected')
  await page.route('**/java/match/detail**', failDetail)

  const detail = new MatchDetailPage(page)
  await detail.goto(game, match.id)
  const retry = page.getByTestId('network-problem-page').getByRole('button')
  await expect(retry).toBeVisible({ timeout: 30_000 })

  await page.unroute('**/java/match/detail**', failDetail)
  const url = page.url()
  await retry.click()
  await detail.waitForMatch()
  await expect(detail.root).toHaveAttribute('data-match-id', match.id)
  expect(page.url(), 'the retry stays on the page').toBe(url)
})
