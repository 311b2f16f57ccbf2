import { GAMES } from '../protocol/games'
import { expect, test } from './fixtures'
import { liveSeqs, matchInProgress, pushPoint } from './support/api'
import { indexedDbRecordCount } from './support/indexed-db'
import { SERVICE_WORKER, waitForServiceWorkerControl } from './support/service-worker'

// Offline reloads are the service worker's work (the config blocks it elsewhere).
test.use(SERVICE_WORKER)

test('a reload without network shows the cached matches and says so; back online it catches up', async ({
  homePage,
  page,
  context,
  request,
}) => {
  // The in-play list shows head-to-head matches (a battle royale's lobby has no score to catch up on).
  await matchInProgress(request, new Set(GAMES.filter((g) => g.kind !== 'battleRoyale').map((g) => g.gameId)))
  await homePage.goto()
  await homePage.waitForRows()
  // The in-play list keeps every live match in the page, so catching up can be checked row by row.
  await homePage.showInPlay()
  await expect(homePage.liveRows.first()).toBeVisible({ timeout: 20_000 })
  const shownOnline = await homePage.matchIds()
  // The writer batches: wait until the cache holds at least what is on screen before cutting the network.
  await expect.poll(() => indexedDbRecordCount(page)).toBeGreaterThanOrEqual(shownOnline.length)

  await waitForServiceWorkerControl(page)
  await context.setOffline(true)
  await page.reload()

  await homePage.waitForRows()
  const shownOffline = await homePage.matchIds()
  expect(shownOffline.filter((id) => shownOnline.includes(id)).length).toBeGreaterThan(0)
  await expect(homePage.shell.offlineBanner).toBeVisible()

  // The feed moves on while the page is cut off, so coming back has something to catch up on: at quiet hours
  // of the Beijing day few matches are live and none may score for a while, so one live row on screen is
  // given a point (the feed's own next event, pushed through the local run's feed control).
  const offlineSeqs = await homePage.seqs()
  const liveOnScreen = Object.keys(await liveSeqs(request)).filter((id) => offlineSeqs[id] !== undefined)
  expect(liveOnScreen.length, 'live matches on screen').toBeGreaterThan(0)
  const pushed = await pushPoint(request, liveOnScreen[0] ?? '')
  expect(pushed.seq).toBeGreaterThan(offlineSeqs[liveOnScreen[0] ?? ''] ?? Number.POSITIVE_INFINITY)

  await context.setOffline(false)
  await expect(homePage.shell.offlineBanner).toBeHidden({ timeout: 15_000 })

  // Every live row on screen reaches at least the sequence the server had when the network came back.
  const target = await liveSeqs(request)
  const watched = Object.keys(target).filter((id) => offlineSeqs[id] !== undefined)
  expect(watched.length, 'live matches on screen').toBeGreaterThan(0)
  await expect
    .poll(
      async () => {
        const now = await homePage.seqs()
        return watched.filter((id) => (now[id] ?? -1) < (target[id] ?? 0))
      },
      { timeout: 30_000, message: 'rows still behind the server' },
    )
    .toEqual([])
})
