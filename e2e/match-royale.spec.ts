import { GAMES } from '../protocol/games'
import { expect, test } from './fixtures'
import { MatchDetailPage } from './pages/match-detail-page'
import { Shell } from './pages/shell'
import { matchInProgress } from './support/api'

// A battle royale is drawn as a lobby everywhere on its page: titled by its event and day (not "A vs B"), a
// points table of the whole lobby with no two rows singled out, and a feed that names each team once.

test('a battle royale match page shows its lobby, not a duel', async ({ page, request, pageErrors }) => {
  const royales = GAMES.filter((game) => game.kind === 'battleRoyale')
  const { id, gameId } = await matchInProgress(request, new Set(royales.map((game) => game.gameId)))
  await page.goto(`/${royales.find((game) => game.gameId === gameId)?.slug}/${encodeURIComponent(id)}`)
  const detail = new MatchDetailPage(page)
  await expect(page.getByTestId('royale-hero')).toBeVisible({ timeout: 20_000 })
  await expect(page).not.toHaveTitle(/ vs /)
  // The lobby's table once the feed has sent one (a match the feed control just kicked off has none yet):
  // every team, none singled out; until then the panel says when it comes.
  const panel = page.getByTestId('panel-royale')
  await expect(panel).toBeVisible()
  const table = panel.getByTestId('royale-table')
  if (await table.isVisible()) {
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(8)
    await expect(table.locator('tr.featured')).toHaveCount(0)
  } else await expect(panel).toContainText('第一轮开始后显示全场积分榜')
  // No head-to-head leftovers: no win-rate chart, no line-ups.
  await expect(page.getByTestId('panel-win-rate')).toHaveCount(0)
  await expect(page.getByTestId('panel-lineups')).toHaveCount(0)
  // A feed line of one of the match's two teams names it once.
  const lines = detail.timeline.locator('[data-testid="incident"]')
  for (const line of await lines.all()) {
    const hasSide = (await line.locator('.incident-side').count()) > 0
    if (hasSide) await expect(line.locator('.incident-detail')).toHaveCount(0)
  }
  await page.screenshot({ path: '.tmp/screens/match-royale-zh_CN.png', fullPage: true })
  const shell = new Shell(page)
  for (const locale of ['en', 'ar'] as const) {
    await shell.chooseLocale(locale)
    await expect(page).not.toHaveTitle(/ vs /)
    await page.screenshot({ path: `.tmp/screens/match-royale-${locale}.png`, fullPage: true })
  }
  await shell.chooseLocale('zh_CN')
  expect(pageErrors.map((e) => e.message)).toEqual([])
})
