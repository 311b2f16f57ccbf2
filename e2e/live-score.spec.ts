import { expect, test } from './fixtures'
import { liveSeqs, matchEventAt, pushPoint } from './support/api'

test('a pushed score appears without a reload', async ({ homePage, page, request }) => {
  await homePage.goto()
  await homePage.waitForRows()
  await homePage.showInPlay()
  await expect(homePage.liveRows.first()).toBeVisible({ timeout: 20_000 })

  await homePage.shell.markDocument()
  let navigations = 0
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++
  })

  const before = await homePage.seqs()
  // At quiet hours of the Beijing day few matches are live and none may score for a minute: one live row on
  // screen is given a point through the local run's feed control, which the server pushes like any event.
  const liveOnScreen = Object.keys(await liveSeqs(request)).filter((id) => before[id] !== undefined)
  expect(liveOnScreen.length, 'live matches on screen').toBeGreaterThan(0)
  await pushPoint(request, liveOnScreen[0] ?? '')
  const changed = await homePage.waitForNewerSeq(before, 20_000)

  // What the row shows must be the state the server recorded for the sequence the row claims.
  const shown = await homePage.scoreSnapshot(changed.matchId)
  const event = await matchEventAt(request, changed.matchId, shown.seq)
  const { homeScore, guestScore } = event.state
  expect(shown.text).toMatch(new RegExp(`(^|\\D)${homeScore}\\D+${guestScore}(\\D|$)`))

  expect(navigations, 'the page did not navigate').toBe(0)
  expect(await homePage.shell.documentIsMarked(), 'the document was not reloaded').toBe(true)
})
