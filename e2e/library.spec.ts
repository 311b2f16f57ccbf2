import { expect, test } from './fixtures'
import { LibraryPages } from './pages/library-pages'
import { SERVICE_WORKER, waitForServiceWorkerControl } from './support/service-worker'

// Offline reloads are the service worker's work (the config blocks it elsewhere).
test.use(SERVICE_WORKER)

test('from the league library to a league’s table, one of its teams, its roster and a player', async ({ page }) => {
  const library = new LibraryPages(page)
  await page.goto('/leagueLibrary?game=lol')
  const lpl = library.leagueCards.filter({ hasText: 'LPL' }).first()
  await expect(lpl).toBeVisible({ timeout: 20_000 })
  await lpl.click()

  await expect(library.heading()).toHaveText('LPL')
  await library.openTab('积分榜')
  await expect(library.standings.getByTestId('standings-row').first()).toBeVisible({ timeout: 20_000 })
  const leader =
    (await library.standings.getByTestId('standings-row').first().locator('.standings-team-name').textContent()) ?? ''

  await library.openTab('参赛战队')
  await library.teamCards.filter({ hasText: leader }).first().click()
  await expect(library.teamPage).toBeVisible()
  await expect(library.heading()).toHaveText(leader)
  await expect(library.formChart).toBeVisible()
  await expect(page).toHaveTitle(`${leader} – Scorecast`)
  expect(Number(await library.formChart.getAttribute('data-points'))).toBeGreaterThan(0)

  await library.openTab('阵容')
  const first = library.playerRows.first()
  const nickname = (await first.locator('strong').textContent()) ?? ''
  await first.click()
  await expect(library.playerPage).toBeVisible()
  await expect(library.heading()).toHaveText(nickname)
  await expect(page.getByTestId('player-team-link')).toHaveText(leader)

  // Back to the league's table through the player's team.
  await page.getByTestId('player-team-link').click()
  await expect(library.heading()).toHaveText(leader)
})

test('the team library filters by name, and a team seen opens again without network', async ({ page, context }) => {
  const library = new LibraryPages(page)
  await page.goto('/squadLibrary?game=soccer')
  await expect(library.teamCards.first()).toBeVisible({ timeout: 20_000 })
  await library.teamFilter.fill('Arsenal')
  await expect(library.teamCards).toHaveCount(1)
  await library.teamCards.first().click()
  await expect(library.heading()).toHaveText('阿森纳')

  await waitForServiceWorkerControl(page)
  await context.setOffline(true)
  await page.reload()
  await expect(library.heading()).toHaveText('阿森纳', { timeout: 20_000 })
  await expect(library.loadNote).toHaveText('网络出问题了，显示的是上次加载的内容')
  await expect(library.shell.offlineBanner).toBeVisible()
  await context.setOffline(false)
})

test('an unknown team shows the not-found page', async ({ page }) => {
  await page.goto('/squadLibrary/no-such-team')
  await expect(page.getByTestId('not-found-page')).toBeVisible({ timeout: 20_000 })
})
