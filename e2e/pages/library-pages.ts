import { expect, type Locator, type Page } from '@playwright/test'
import { Shell } from './shell'

/** The libraries: /leagueLibrary, /squadLibrary, /playerLibrary and their pages. */
export class LibraryPages {
  readonly shell: Shell
  readonly leagueCards: Locator
  readonly leaguePage: Locator
  readonly standings: Locator
  readonly teamCards: Locator
  readonly teamPage: Locator
  readonly teamFilter: Locator
  readonly formChart: Locator
  readonly playerRows: Locator
  readonly playerPage: Locator
  readonly loadNote: Locator

  constructor(readonly page: Page) {
    this.shell = new Shell(page)
    this.leagueCards = page.getByTestId('league-card')
    this.leaguePage = page.getByTestId('league-page')
    this.standings = page.getByTestId('standings-table')
    this.teamCards = page.getByTestId('team-card')
    this.teamPage = page.getByTestId('team-page')
    this.teamFilter = page.getByTestId('team-filter')
    this.formChart = page.getByTestId('team-form-chart')
    this.playerRows = page.getByTestId('player-row')
    this.playerPage = page.getByTestId('player-page')
    this.loadNote = page.getByTestId('load-note')
  }

  async openTab(name: string): Promise<void> {
    const tab = this.page.getByTestId('library-tabs').getByRole('link', { name })
    await tab.click()
    await expect(tab).toHaveAttribute('aria-current', 'page')
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 })
  }
}
