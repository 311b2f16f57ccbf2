import { GAMES } from '../protocol/games'
import { expect, test } from './fixtures'
import { MatchDetailPage } from './pages/match-detail-page'
import { MatchesPage } from './pages/matches-page'
import { Shell } from './pages/shell'
import { matchEventAt, matchInProgress, pushPoint } from './support/api'

const scorePattern = (home: number, guest: number) => new RegExp(`(^|\\D)${home}\\D+${guest}(\\D|$)`)

test("a live match's score changes on the list and on the detail page", async ({ page, request, pageErrors }) => {
  const list = new MatchesPage(page)
  await list.goto('/match')
  await list.waitForRows()
  // On the list: a live row moves to the feed's next event without a reload, and shows that event's score.
  const matchId = await list.firstLiveMatchId()
  const rowSeq = () => list.row(matchId).getByTestId('match-score').getAttribute('data-seq').then(Number)
  const onList = await pushPoint(request, matchId, 'home')
  await expect
    .poll(rowSeq, { message: 'the list row never showed the pushed event' })
    .toBeGreaterThanOrEqual(onList.seq)
  const shown = await list
    .row(matchId)
    .getByTestId('match-score')
    .evaluate((el) => ({
      seq: Number((el as HTMLElement).dataset.seq),
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text a person sees
      text: (el as HTMLElement).innerText,
    }))
  const listEvent = await matchEventAt(request, matchId, shown.seq)
  expect(shown.text).toMatch(scorePattern(listEvent.state.homeScore, listEvent.state.guestScore))

  // Open it: the detail page follows the same match live.
  await list.row(matchId).getByTestId('match-link').click()
  const detail = new MatchDetailPage(page)
  await detail.waitForMatch()
  await expect(detail.root).toHaveAttribute('data-match-id', matchId)
  await expect(page).toHaveTitle(/ vs .+ – Scorecast$/)
  await detail.shell.markDocument()
  // As a scoring incident, so the timeline has it whatever the match did before (a match that kicked off a
  // minute ago may have none yet, and the point alone adds none).
  const onDetail = await pushPoint(request, matchId, 'guest', true)
  await expect
    .poll(() => detail.seq(), { message: 'the detail never showed the pushed event' })
    .toBeGreaterThanOrEqual(onDetail.seq)
  const now = await detail.scoreSnapshot()
  const detailEvent = await matchEventAt(request, matchId, now.seq)
  if (detailEvent.state.status !== 'notStarted') {
    expect(now.text).toMatch(scorePattern(detailEvent.state.homeScore, detailEvent.state.guestScore))
  }
  expect(await detail.shell.documentIsMarked(), 'the page was not reloaded').toBe(true)
  await expect(detail.timeline.locator(`[data-testid="incident"][data-seq="${onDetail.seq}"]`)).toBeVisible()
  expect(pageErrors.map((e) => e.message)).toEqual([])
})

test("a head-to-head match in progress draws its win rate's chart as events come", async ({
  page,
  request,
  pageErrors,
}) => {
  const heads = new Set(GAMES.filter((game) => game.kind !== 'battleRoyale').map((game) => game.gameId))
  const { id, gameId } = await matchInProgress(request, heads)
  await page.goto(`/${GAMES.find((game) => game.gameId === gameId)?.slug}/${encodeURIComponent(id)}`)
  const detail = new MatchDetailPage(page)
  await detail.waitForMatch()
  // An event seen by the page is a sample of the chart (uPlot loads on the first chart, in a chunk of its own).
  const pushed = await pushPoint(request, id, 'home')
  await expect.poll(() => detail.seq()).toBeGreaterThanOrEqual(pushed.seq)
  const panel = page.getByTestId('panel-win-rate')
  await expect(panel.locator('.uplot canvas')).toBeVisible()
  // Without the cursor on it the legend reads the latest figures, not dashes; under it, what the model uses.
  await expect(panel.locator('.u-legend .u-value').nth(1)).toHaveText(/^\d+(\.\d)?%$/)
  const kind = GAMES.find((game) => game.gameId === gameId)?.kind
  const inputs = { moba: '击杀差和经济差', fps: '回合比分', football: '泊松模型', basketball: '剩余时间' }
  await expect(panel.getByTestId('win-rate-model')).toContainText(inputs[kind as keyof typeof inputs])
  await panel.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '.tmp/screens/win-rate-zh_CN.png' })
  const shell = new Shell(page)
  for (const [locale, text] of [
    ['en', 'Estimated|chance'],
    ['ar', 'تقدير|فرصة'],
  ] as const) {
    await shell.chooseLocale(locale)
    await expect(panel.getByTestId('win-rate-model')).toContainText(new RegExp(text))
    await panel.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `.tmp/screens/win-rate-${locale}.png` })
  }
  await shell.chooseLocale('zh_CN')
  expect(pageErrors.map((e) => e.message)).toEqual([])
})

test('an unknown match id shows the not-found state', async ({ page }) => {
  const detail = new MatchDetailPage(page)
  await detail.goto('lol', 'no-such-match-000')
  await expect(detail.notFound).toBeVisible({ timeout: 20_000 })
  await expect(detail.notFound).toContainText('比赛不存在')
  await expect(detail.notFound).toContainText('暂无数据')
})
