import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { MatchesPage } from './pages/matches-page'
import { pushPoint } from './support/api'

// Two tabs of the portal share one socket.io connection (src/streams/core/shared-connection.ts): the first
// tab leads and holds the socket, the second renders the leader's writes from IndexedDB. Closing the leader
// hands the connection to the other tab, which opens its own socket and keeps showing pushed scores. A leader
// in front of a tab behind it hands the connection to that tab (src/streams/core/leader-hub.ts).
//
// Headless Chromium shows every page, so a tab goes behind the way a browser tells the page: its document's
// visibilityState turns 'hidden' and a visibilitychange event fires.

/** Makes a page open behind the others, as a tab opened in the background is. */
async function openBehind(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
  })
}

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

test('two tabs in front share one socket; closing the leader hands the connection over', async ({
  page,
  context,
  request,
}) => {
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

test('the leader in front hands the connection to a tab behind it', async ({ page, context, request }) => {
  test.setTimeout(60_000)
  const front = new MatchesPage(page)
  const frontTraffic = socketTraffic(page)
  await front.goto('/match')
  await front.waitForRows()
  await expect.poll(() => frontTraffic.open, { message: 'the first tab never opened its socket' }).toBe(1)

  // A tab opened in the background: the leader in front gives it the connection and follows it.
  const behindPage = await context.newPage()
  await openBehind(behindPage)
  const behind = new MatchesPage(behindPage)
  const behindTraffic = socketTraffic(behindPage)
  await behind.goto('/match')
  await expect.poll(() => behindTraffic.open, { message: 'the tab behind never took the connection' }).toBe(1)
  await expect.poll(() => frontTraffic.open, { message: 'the tab in front kept its socket' }).toBe(0)
  const frontIndicator = page.getByTestId('connection-indicator')
  await expect(frontIndicator).toHaveAttribute('data-state', 'connected')

  // The tab in front shows what the leader behind it pushes and writes.
  await expect(front.liveRows.first()).toBeVisible({ timeout: 30_000 })
  const matchId = await front.liveRows.first().getAttribute('data-match-id')
  if (!matchId) throw new Error('no live row')
  const pushed = await pushPoint(request, matchId, 'home')
  await expect
    .poll(rowSeq(front, matchId), { message: 'the tab in front never showed the score' })
    .toBeGreaterThanOrEqual(pushed.seq)
  expect(frontTraffic).toMatchObject({ opened: 1, open: 0 })
  expect(behindTraffic).toMatchObject({ opened: 1, open: 1 })

  // The tab behind closes: the tab in front connects again by itself.
  await behindPage.close()
  await expect.poll(() => frontTraffic.open, { message: 'the tab in front never opened its socket again' }).toBe(1)
  const next = await pushPoint(request, matchId, 'guest')
  await expect
    .poll(rowSeq(front, matchId), { message: 'the tab in front never showed the score after the handover' })
    .toBeGreaterThanOrEqual(next.seq)
  expect(frontTraffic.opened).toBe(2)
  await expect(frontIndicator).toHaveAttribute('data-state', 'connected')
})
