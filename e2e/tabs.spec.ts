import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { MatchesPage } from './pages/matches-page'
import { pushPoint } from './support/api'

// Two tabs of the portal share one socket.io connection (src/streams/core/shared-connection.ts): the first
// tab leads and holds the socket, the second renders the leader's writes from IndexedDB. Closing the leader
// hands the connection to the other tab, which opens its own socket and keeps showing pushed scores.

/** The socket.io traffic a page makes: WebSockets it opened (and still has open), long-polling requests. */
function socketTraffic(page: Page) {
  const traffic = { opened: 0, open: 0, polls: 0 }
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return
    traffic.opened += 1
    traffic.open += 1
    socket.on('close', () => {
      traffic.open -= 1
    })
  })
  page.on('request', (request) => {
    if (request.url().includes('/socket.io/') && request.resourceType() !== 'websocket') traffic.polls += 1
  })
  return traffic
}

const rowSeq = (list: MatchesPage, matchId: string) => () =>
  list.row(matchId).getByTestId('match-score').getAttribute('data-seq').then(Number)

test('two tabs share one socket; closing the leader hands the connection over', async ({ page, context, request }) => {
  test.setTimeout(60_000)
  const first = new MatchesPage(page)
  const firstTraffic = socketTraffic(page)
  await first.goto('/match')
  await first.waitForRows()
  await expect.poll(() => firstTraffic.open, { message: 'the first tab never opened its socket' }).toBe(1)

  const second = new MatchesPage(await context.newPage())
  const secondTraffic = socketTraffic(second.page)
  await second.goto('/match')
  await second.waitForRows()
  // The second tab's header shows the leader's connection (without it, it would stay 'connecting').
  const secondIndicator = second.page.getByTestId('connection-indicator')
  await expect(secondIndicator).toHaveAttribute('data-state', 'connected')

  // Matches go live all day, but at a given minute the first may still be some seconds away.
  await expect(first.liveRows.first()).toBeVisible({ timeout: 30_000 })
  const matchId = await first.liveRows.first().getAttribute('data-match-id')
  if (!matchId) throw new Error('no live row')
  const pushed = await pushPoint(request, matchId, 'home')
  await expect
    .poll(rowSeq(first, matchId), { message: 'the leader never showed the score' })
    .toBeGreaterThanOrEqual(pushed.seq)
  await expect
    .poll(rowSeq(second, matchId), { message: 'the second tab never showed the score' })
    .toBeGreaterThanOrEqual(pushed.seq)
  // One connection between the two tabs: the second made no socket.io traffic at all.
  expect(firstTraffic.opened).toBe(1)
  expect(secondTraffic).toEqual({ opened: 0, open: 0, polls: 0 })

  // The leader closes: the second tab takes the lock and connects by itself.
  await page.close()
  await expect.poll(() => secondTraffic.open, { message: 'the second tab never opened its socket' }).toBe(1)
  const next = await pushPoint(request, matchId, 'guest')
  await expect
    .poll(rowSeq(second, matchId), { message: 'the second tab never showed the score after the handover' })
    .toBeGreaterThanOrEqual(next.seq)
  expect(secondTraffic.opened).toBe(1)
  await expect(secondIndicator).toHaveAttribute('data-state', 'connected')
})
