import { expect, test } from './fixtures'
import { LibraryPages } from './pages/library-pages'

test('typed as pinyin initials in the header, a team is suggested; on to a player and the league’s table', async ({
  page,
  pageErrors,
}) => {
  const library = new LibraryPages(page)
  await page.goto('/')
  const input = page.getByTestId('search-input')
  await input.click()
  await input.pressSequentially('bjjdg', { delay: 30 })
  // The team itself (its matches are suggested too, one rank below it).
  await expect(page.getByRole('option', { name: /^战队 北京JDG/ })).toBeVisible({ timeout: 20_000 })
  // Keyboard: ↓ onto the first suggestion, Enter opens it.
  await expect(page.getByTestId('search-suggestion').first()).toContainText('北京JDG')
  await input.press('ArrowDown')
  await input.press('Enter')
  await expect(library.teamPage).toBeVisible()
  await expect(library.heading()).toHaveText('北京JDG')

  await library.openTab('阵容')
  await library.playerRows.first().click()
  await expect(library.playerPage).toBeVisible()
  await page.getByTestId('player-team-link').click()
  await expect(library.heading()).toHaveText('北京JDG')
  await page.locator('.library-head-sub a').first().click()
  await expect(library.leaguePage).toBeVisible()
  await library.openTab('积分榜')
  await expect(library.standings.or(page.getByTestId('empty-state'))).toBeVisible({ timeout: 20_000 })
  expect(pageErrors.map((e) => e.message)).toEqual([])
})

test('the results page groups by kind, remembers the search, and explains what it cannot search', async ({ page }) => {
  await page.goto('/')
  const input = page.getByTestId('search-input')
  await input.fill('广州')
  await input.press('Enter')
  await expect(page).toHaveURL(/\/s\/%E5%B9%BF%E5%B7%9E$/)
  const teams = page.locator('[data-testid="search-group"][data-kind="team"]')
  await expect(teams).toBeVisible({ timeout: 20_000 })
  await expect(teams.getByTestId('search-hit').first()).toContainText('广州')

  // The search is remembered: with the box empty, it is offered again.
  await input.fill('')
  await input.focus()
  await expect(page.getByTestId('search-suggestion').filter({ hasText: '广州' })).toBeVisible()

  await page.goto(`/s/${encodeURIComponent('😀%_')}`)
  await expect(page.getByTestId('search-page').getByTestId('empty-state')).toContainText('没有找到')
  await page.goto(`/s/${'字'.repeat(60)}`)
  await expect(page.getByTestId('search-page').getByTestId('empty-state')).toHaveText('搜索内容不能超过50个字')
})
