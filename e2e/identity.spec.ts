import { expect, test } from '@playwright/test'
import { envelopeSchema } from '../protocol/envelope'
import { matchSchema } from '../protocol/match'
import { HomePage } from './pages/home-page'
import { MatchesPage } from './pages/matches-page'

// Issue #15, identity and names: every row draws both teams' crests and its game's pictogram, the game
// navigation has its pictograms, English pages print the catalogue's English team and league names, and
// each route has its own translated <title>.

const detailSchema = envelopeSchema(matchSchema.loose())

test('home rows draw crests and game icons, and the title names the page', async ({ page }) => {
  const home = new HomePage(page)
  await page.goto('/')
  // The first story of a run may meet the server still filling its first pages.
  await home.waitForRows(45_000)
  await expect(page).toHaveTitle('电竞与体育比分直播 – Scorecast')
  // One pictogram per game in the game navigation (hot and the nine games, some perhaps under 更多).
  await expect(page.getByTestId('game-nav').locator('[data-testid="game-icon"]').first()).toBeVisible()
  // A head-to-head row (battle-royale lobbies list their leaders instead): one crest beside each team.
  const row = home.rows.filter({ has: page.locator('.match-home') }).first()
  for (const side of ['.match-home', '.match-guest']) {
    const crest = row.locator(side).getByTestId('crest')
    await expect(crest).toHaveCount(1)
    // Drawn at its size, inside the row's fixed height: the row does not grow for it.
    await expect(crest).toHaveAttribute('width', '24')
  }
  expect((await row.boundingBox())?.height).toBe(52)

  await page.getByTestId('game-nav').getByRole('link', { name: '英雄联盟', exact: true }).click()
  await expect(page).toHaveTitle('英雄联盟 · 比分直播 – Scorecast')
})

test('English pages print the English names of teams and leagues, and translated titles', async ({ page, request }) => {
  const matches = new MatchesPage(page)
  await matches.goto('/match/lol')
  await matches.waitForRows()
  await matches.shell.chooseLocale('en')
  await expect(page).toHaveTitle('League of Legends · Live scores – Scorecast')

  const row = matches.rows.first()
  const matchId = await row.getAttribute('data-match-id')
  const reply = await request.get('/java/match/detail', { params: { matchId: matchId ?? '' } })
  const match = detailSchema.parse(await reply.json()).result
  if (!match) throw new Error(`no match ${matchId}`)
  // The server sends the English names, and the row prints them (the catalogue's Chinese name otherwise).
  const home = match.home.names?.en ?? match.home.name
  const league = match.leagueNames?.en ?? match.leagueName
  expect(match.leagueNames?.en, 'a LoL league has an English name').toBeTruthy()
  await expect(row.locator('.match-home .match-team-name')).toHaveText(home)
  await expect(row.locator('.match-league')).toHaveText(league)
  // No Chinese left in any row's team or league names on the English page.
  const names = await matches.rows.locator('.match-team-name, .match-league').allTextContents()
  expect(names.filter((name) => /\p{Script=Han}/u.test(name))).toEqual([])

  await row.getByTestId('match-link').click()
  await expect(page.getByTestId('match-hero')).toBeVisible()
  await expect(page).toHaveTitle(`${home} vs ${match.guest.names?.en ?? match.guest.name} · ${league} – Scorecast`)
  await expect(page.getByTestId('team-home').getByTestId('crest')).toBeVisible()
})
