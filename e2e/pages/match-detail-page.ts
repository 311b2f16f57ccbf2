import { expect, type Locator, type Page } from '@playwright/test'
import { Shell } from './shell'

/** /{game}/{id}: the match page, with its live score and sections. */
export class MatchDetailPage {
  readonly shell: Shell
  readonly root: Locator
  readonly score: Locator
  readonly status: Locator
  readonly homeTeam: Locator
  readonly guestTeam: Locator
  readonly star: Locator
  readonly notFound: Locator
  readonly cachedNotice: Locator
  readonly winRateChart: Locator
  readonly timeline: Locator

  constructor(readonly page: Page) {
    this.shell = new Shell(page)
    this.root = page.getByTestId('match-detail')
    this.score = page.getByTestId('detail-score')
    this.status = page.getByTestId('detail-status')
    this.homeTeam = page.getByTestId('team-home').locator('.match-hero-name')
    this.guestTeam = page.getByTestId('team-guest').locator('.match-hero-name')
    this.star = this.root.getByTestId('match-hero').getByTestId('favourite-star')
    this.notFound = page.getByTestId('match-not-found')
    this.cachedNotice = page.getByTestId('detail-cached')
    this.winRateChart = page.getByTestId('win-rate-chart')
    this.timeline = page.getByTestId('incident-timeline')
  }

  async goto(game: string, matchId: string): Promise<void> {
    await this.page.goto(`/${game}/${encodeURIComponent(matchId)}`)
  }

  async waitForMatch(timeout = 20_000): Promise<void> {
    await expect(this.score).toBeVisible({ timeout })
  }

  /** The score text and the sequence it claims to show, read together. */
  async scoreSnapshot(): Promise<{ seq: number; text: string }> {
    return this.score.evaluate((el) => ({
      seq: Number((el as HTMLElement).dataset.seq),
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, with the separators a person sees
      text: (el as HTMLElement).innerText,
    }))
  }

  async seq(): Promise<number> {
    return Number(await this.score.getAttribute('data-seq'))
  }
}
