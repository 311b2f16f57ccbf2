import { expect, test } from './fixtures'
import { MatchDetailPage } from './pages/match-detail-page'
import { MatchesPage } from './pages/matches-page'
import { matchEventAt } from './support/api'

const scorePattern = (home: number, guest: number) => new RegExp(`(^|\\D)${home}\\D+${guest}(\\D|$)`)

test("a live match's score changes on the list and on the detail page", async ({ page, request, pageErrors }) => {
  test.setTimeout(150_000)
  const list = new MatchesPage(page)
  await list.goto('/match')
  await list.waitForRows()
  // Matches go live all day, but at a given minute the first may still be some seconds away.
  await expect(list.liveRows.first()).toBeVisible({ timeout: 60_000 })

  // On the list: some live row moves to a newer sequence without a reload, and shows that event's score.
  const before = await page.evaluate(() => {
    const seen: Record<string, number> = {}
    for (const row of document.querySelectorAll<HTMLElement>('[data-testid="match-row"][data-status="live"]')) {
      seen[row.dataset.matchId ?? ''] = Number(
        row.querySelector<HTMLElement>('[data-testid="match-score"]')?.dataset.seq,
      )
    }
    return seen
  })
  const changed = await page.waitForFunction(
    (previous) => {
      for (const row of document.querySelectorAll<HTMLElement>('[data-testid="match-row"]')) {
        const id = row.dataset.matchId ?? ''
        const seq = Number(row.querySelector<HTMLElement>('[data-testid="match-score"]')?.dataset.seq)
        if (previous[id] !== undefined && seq > (previous[id] ?? 0)) return id
      }
      return null
    },
    before,
    { timeout: 60_000, polling: 100 },
  )
  const matchId = (await changed.jsonValue()) as string
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
  await detail.shell.markDocument()
  const first = await detail.seq()
  await expect
    .poll(() => detail.seq(), { timeout: 90_000, message: 'the detail score never moved' })
    .toBeGreaterThan(first)
  const now = await detail.scoreSnapshot()
  const detailEvent = await matchEventAt(request, matchId, now.seq)
  if (detailEvent.state.status !== 'notStarted') {
    expect(now.text).toMatch(scorePattern(detailEvent.state.homeScore, detailEvent.state.guestScore))
  }
  expect(await detail.shell.documentIsMarked(), 'the page was not reloaded').toBe(true)
  await expect(detail.timeline).toBeVisible()
  expect(pageErrors.map((e) => e.message)).toEqual([])
})

test('an unknown match id shows the not-found state', async ({ page }) => {
  const detail = new MatchDetailPage(page)
  await detail.goto('lol', 'no-such-match-000')
  await expect(detail.notFound).toBeVisible({ timeout: 20_000 })
  await expect(detail.notFound).toContainText('比赛不存在')
  await expect(detail.notFound).toContainText('暂无数据')
})
