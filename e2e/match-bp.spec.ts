import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'
import { MatchDetailPage } from './pages/match-detail-page'
import { runNow } from './support/clock'

// A LoL series' BP panel shows one game's draft at a time, the last game's unless the reader picks another
// tab (src/ui/match/detail/bp-view.tsx); a match not yet begun keeps the panel's place with a note.

const beijingDay = (offset: number) =>
  new Date(runNow() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10)

type Listed = { id: string; status: string; homeScore: number; guestScore: number }

async function lolMatches(request: APIRequestContext, day: string): Promise<Listed[]> {
  const reply = await request.post('/java/match/pcMatches', {
    data: { day, pageSize: 1000 },
    headers: { sysType: 'PC' },
  })
  return ((await reply.json()).result.list as Listed[]).filter((m) => m.id.startsWith('lol-'))
}

test("a finished series' BP shows the last game, and every game behind its own tab", async ({ page, request }) => {
  // A series of three games or more that has ended (yesterday's are all over).
  const series = [...(await lolMatches(request, beijingDay(-1))), ...(await lolMatches(request, beijingDay(0)))].find(
    (m) => m.status === 'closed' && m.homeScore + m.guestScore >= 3,
  )
  if (!series) throw new Error('no finished LoL series of three games or more yesterday or today')
  const games = series.homeScore + series.guestScore
  await page.goto(`/lol/${series.id}`)
  const detail = new MatchDetailPage(page)
  await detail.waitForMatch()
  const panel = page.getByTestId('panel-bp')
  const tabs = panel.getByRole('tab')
  await expect(tabs).toHaveCount(games)
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true')
  await expect(panel.getByRole('tabpanel')).toHaveAttribute('data-game-index', String(games))
  const height = (await panel.boundingBox())?.height

  await tabs.first().click()
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  await expect(panel.getByRole('tabpanel')).toHaveAttribute('data-game-index', '1')
  await expect(panel.getByRole('tabpanel')).toContainText('胜方')
  // The arrow keys move between games, and the panel keeps its height from game to game.
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toBeFocused()
  await expect(panel.getByRole('tabpanel')).toHaveAttribute('data-game-index', '2')
  expect((await panel.boundingBox())?.height).toBe(height)
})

test('a LoL match not begun keeps the BP panel in its place, saying when it will fill', async ({ page, request }) => {
  const upcoming = (await lolMatches(request, beijingDay(2))).find((m) => m.status === 'notStarted')
  if (!upcoming) throw new Error('no LoL match the day after tomorrow')
  await page.goto(`/lol/${upcoming.id}`)
  await new MatchDetailPage(page).waitForMatch()
  await expect(page.getByTestId('panel-bp')).toContainText('比赛开始后显示BP')
  await expect(page.getByTestId('panel-periods')).toContainText('–')
})
