import { expect, type Locator, type Page } from '@playwright/test'

export type AnchorApplication = { name: string; birthDate: string; mobile: string; gameId: number; intro: string }

/** /anchorCenter/*: the application, the administrators' review, the live settings and the revenue. */
export class AnchorCentrePage {
  readonly broadcastStatus: Locator
  readonly myRoomLink: Locator
  readonly revenueToday: Locator

  constructor(readonly page: Page) {
    this.broadcastStatus = page.getByTestId('broadcast-status')
    this.myRoomLink = page.getByTestId('my-room-link')
    this.revenueToday = page.getByTestId('revenue-today')
  }

  /** §4, §5: applies with the bound phone, 18 or older, the 11 prohibitions accepted; waits for "under review". */
  async apply(application: AnchorApplication): Promise<void> {
    const { page } = this
    await page.goto('/anchorCenter')
    await expect(page.getByTestId('application-rules').locator('li')).toHaveCount(11)
    await page.getByTestId('application-name').fill(application.name)
    await page.getByTestId('application-birth').fill(application.birthDate)
    await page.getByTestId('application-mobile').fill(application.mobile)
    await page.getByTestId('application-game').selectOption(String(application.gameId))
    await page.getByTestId('application-intro').fill(application.intro)
    await page.getByTestId('application-accept').check()
    await page.getByTestId('application-submit').click()
    await expect(page.getByTestId('application-under-review')).toBeVisible()
  }

  /** An administrator passes the newest application of `name` on the review page. */
  async pass(name: string): Promise<void> {
    await this.page.goto('/anchorCenter/review')
    const row = this.page.getByTestId('application-row').filter({ hasText: name }).first()
    await row.getByTestId('review-pass').click()
    await expect(row).toHaveAttribute('data-status', 'passed')
  }

  /** The live settings: saves the room's title and links a match; answers the stream code. */
  async setUpRoom(title: string, matchId: string): Promise<string> {
    const { page } = this
    await page.goto('/anchorCenter/live')
    await page.getByTestId('live-title').fill(title)
    await page.getByTestId('settings-save').click()
    await expect(page.getByTestId('settings-message')).toBeVisible()
    await page.locator(`[data-testid="match-option"][data-match-id="${matchId}"]`).click()
    await expect(page.getByTestId('linked-match')).toBeVisible()
    await page.getByTestId('stream-code-toggle').click()
    return page.getByTestId('stream-code').inputValue()
  }

  /** §4: once the ingest receives the stream, starts live; answers the room's address. */
  async goLive(): Promise<string> {
    await expect(this.broadcastStatus).toHaveAttribute('data-publishing', 'true', { timeout: 30_000 })
    await this.page.getByTestId('start-live').click()
    await expect(this.broadcastStatus).toHaveAttribute('data-live', 'true')
    const href = await this.myRoomLink.getAttribute('href')
    if (!href) throw new Error('no link to the room')
    return href
  }

  async openRevenue(): Promise<void> {
    await this.page.goto('/anchorCenter/revenueDetails')
  }
}
