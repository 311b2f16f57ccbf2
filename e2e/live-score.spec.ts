import { expect, test } from './fixtures'
import { matchEventAt } from './support/api'

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
  const changed = await homePage.waitForNewerSeq(before, 45_000)

  // What the row shows must be the state the server recorded for the sequence the row claims.
  const shown = await homePage.scoreSnapshot(changed.matchId)
  const event = await matchEventAt(request, changed.matchId, shown.seq)
  const { homeScore, guestScore } = event.state
  expect(shown.text).toMatch(new RegExp(`(^|\\D)${homeScore}\\D+${guestScore}(\\D|$)`))

  expect(navigations, 'the page did not navigate').toBe(0)
  expect(await homePage.shell.documentIsMarked(), 'the document was not reloaded').toBe(true)
})
