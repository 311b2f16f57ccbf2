import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { HomePage } from './pages/home-page'
import { MatchDetailPage } from './pages/match-detail-page'
import { MatchesPage } from './pages/matches-page'
import { runNow } from './support/clock'

// The dead ends of #15 around the match lists: the whole row (or card) opens the match while its star
// stays a button; a finished match offers no 看直播 and its 赛况 keeps team names on one line; CS:GO's
// pages live at csgo, and cs:go paths come there.

/**
 * A click on a stretched `link` where a person would click: at the middle of `spot`, another part of the row or
 * card that the link covers. Through the link, so that Playwright finds it again and checks what the click lands
 * on just before it: a list that moves as its data lands would otherwise take a click at coordinates read a
 * moment earlier for another match.
 */
async function clickLinkAt(link: Locator, spot: Locator): Promise<void> {
  await spot.scrollIntoViewIfNeeded()
  const [linkBox, spotBox] = await Promise.all([link.boundingBox(), spot.boundingBox()])
  if (!linkBox || !spotBox) throw new Error('nothing to click on')
  await link.click({
    position: { x: spotBox.x - linkBox.x + spotBox.width / 2, y: spotBox.y - linkBox.y + spotBox.height / 2 },
  })
}

test('clicking anywhere on a row opens the match; the star follows without leaving', async ({ page, pageErrors }) => {
  const list = new MatchesPage(page)
  await list.goto('/match')
  await list.waitForRows()
  const first = list.rows.and(page.locator(':not([data-kind="battleRoyale"])')).first()
  const matchId = await first.getAttribute('data-match-id')
  if (!matchId) throw new Error('no row')
  // That match's row from here on: the list reorders as its data lands and scores change, and `first` would
  // then be another match's row.
  const row = list.row(matchId)
  const guest = (await row.locator('.match-guest').getAttribute('title')) ?? ''

  // The row is one link named after its teams, reachable from the keyboard.
  await expect(row.getByRole('link')).toHaveCount(1)
  expect(await row.getByRole('link').getAttribute('aria-label')).toContain(guest)

  // The star is a button beside the link: it follows the match and the page stays.
  await list.star(matchId).click()
  await expect(list.star(matchId)).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\/match$/)

  // The guest's name, far from the score, opens the match.
  await clickLinkAt(row.getByRole('link'), row.locator('.match-guest'))
  const detail = new MatchDetailPage(page)
  await detail.waitForMatch()
  await expect(detail.root).toHaveAttribute('data-match-id', matchId)

  // Back on the list, Enter on the focused row opens it too.
  await page.goBack()
  await list.waitForRows()
  await list.row(matchId).getByRole('link').focus()
  await page.keyboard.press('Enter')
  await expect(detail.root).toHaveAttribute('data-match-id', matchId)
  expect(pageErrors.map((e) => e.message)).toEqual([])
})

test('a home card opens its match from its league line too', async ({ page }) => {
  const home = new HomePage(page)
  await home.goto()
  const card = page.getByTestId('match-card').first()
  await expect(card).toBeVisible({ timeout: 20_000 })
  const matchId = await card.getAttribute('data-match-id')
  if (!matchId) throw new Error('no card')
  // That match's card from here on, as the home's sections fill and move.
  const theCard = page.locator(`[data-testid="match-card"][data-match-id="${matchId}"]`).first()
  await clickLinkAt(theCard.getByTestId('match-link'), theCard.locator('.match-card-league'))
  await expect(new MatchDetailPage(page).root).toHaveAttribute('data-match-id', matchId)
})

test('a finished football match: no 看直播, and its 赛况 keeps each team on one line', async ({ page }) => {
  // A football match of today or tomorrow that no room covers, ended through the dev feed, with its three goals
  // as incidents.
  const dayOf = (offset: number) => new Date(runNow() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10)
  let matchId: string | undefined
  for (const day of [dayOf(0), dayOf(1)]) {
    const listed = await page.request.post('/java/match/pcMatches', {
      data: { day, gameId: 202 },
      headers: { sysType: 'PC' },
    })
    // Not one a room is airing (a demo anchor may cover a live match): a room still on air after the final
    // whistle rightly keeps its 看直播.
    for (const m of (await listed.json()).result.list as { id: string; status: string }[]) {
      if (m.status === 'closed') continue
      const rooms = await page.request.get(`/java/live/rooms?matchId=${encodeURIComponent(m.id)}`)
      if ((await rooms.json()).result.total === 0) {
        matchId = m.id
        break
      }
    }
    if (matchId) break
  }
  if (!matchId) throw new Error('no football match left today or tomorrow')
  const ended = await page.request.post('/java/dev/feed', {
    data: { matchId, final: { home: 2, guest: 1 } },
    headers: { sysType: 'PC' },
  })
  expect(ended.ok()).toBe(true)
  await page.goto(`/soccer/${matchId}`)
  const detail = new MatchDetailPage(page)
  await detail.waitForMatch()
  await expect(detail.timeline.getByTestId('incident').first()).toBeVisible()
  await expect(page.getByTestId('live-rooms-link')).toHaveCount(0)

  const layout = await detail.timeline.evaluate((list) => {
    const lineHeight = Number.parseFloat(getComputedStyle(list).fontSize) * 2
    const sides = [...list.querySelectorAll<HTMLElement>('.incident-side')]
    list.scrollTop = list.scrollHeight
    const last = list.lastElementChild?.getBoundingClientRect()
    const box = list.getBoundingClientRect()
    return {
      sides: sides.length,
      wrapped: sides.filter((side) => side.getBoundingClientRect().height > lineHeight).map((s) => s.textContent),
      lastInside: last ? last.bottom <= box.bottom + 1 : false,
    }
  })
  expect(layout.sides).toBeGreaterThan(0)
  expect(layout.wrapped).toEqual([])
  expect(layout.lastInside).toBe(true)
  await page.screenshot({ path: '.tmp/screens/football-detail.png', fullPage: true })
})

test('CS:GO pages are at csgo; a cs:go path is redirected there', async ({ page }) => {
  await page.goto('/anchor/cs%3Ago')
  await expect(page).toHaveURL(/\/anchor\/csgo$/)
  await expect(page.getByTestId('anchor-game-page')).toBeVisible()
  await page.goto('/cs:go')
  await expect(page).toHaveURL(/\/csgo$/)
  // No link of the portal names a game with the escaped colon.
  await page.goto('/match/csgo')
  await expect(page.getByTestId('matches-page')).toBeVisible()
  await expect(page.locator('a[href*="%3A"], a[href*="cs:go"]')).toHaveCount(0)
})
