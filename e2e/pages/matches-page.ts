import { expect, type Locator, type Page } from '@playwright/test'
import { liveStartTimes } from '../support/api'
import { Shell } from './shell'

type Tab = '赛程' | '赛果' | '关注' | '日历'
const TAB_IDS: Record<Tab, string> = { 赛程: 'schedule', 赛果: 'results', 关注: 'favourites', 日历: 'calendar' }

/** /match/{game?}: tabs, filters, a virtual list of rows, and the calendar. */
export class MatchesPage {
  readonly shell: Shell
  readonly panel: Locator
  readonly rows: Locator
  readonly liveRows: Locator
  readonly emptyState: Locator
  readonly calendar: Locator
  readonly calendarTitle: Locator
  readonly dayList: Locator

  constructor(readonly page: Page) {
    this.shell = new Shell(page)
    this.panel = page.getByTestId('matches-page')
    this.rows = this.panel.getByTestId('match-row')
    // Head-to-head rows: a battle royale's row shows its lobby's leaders, not a home-guest score.
    this.liveRows = this.panel.locator('[data-testid="match-row"][data-status="live"]:not([data-kind="battleRoyale"])')
    this.emptyState = this.panel.getByTestId('empty-state')
    this.calendar = page.getByTestId('month-calendar')
    this.calendarTitle = page.getByTestId('calendar-title')
    this.dayList = page.getByTestId('calendar-day-list')
  }

  async goto(path = '/match'): Promise<void> {
    await this.page.goto(path)
    await expect(this.panel).toBeVisible()
  }

  async openTab(name: Tab): Promise<void> {
    // The favourites tab also shows how many matches are followed, so its name starts with the label.
    const tab = this.page.getByTestId(`tab-${TAB_IDS[name]}`)
    await expect(tab).toHaveText(new RegExp(`^${name}`))
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
  }

  row(matchId: string): Locator {
    return this.panel.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`)
  }

  star(matchId: string): Locator {
    return this.row(matchId).getByTestId('favourite-star')
  }

  async waitForRows(timeout = 20_000): Promise<void> {
    await expect(this.rows.first()).toBeVisible({ timeout })
  }

  /** The id of the first head-to-head match in progress on the list, once one is shown. */
  /**
   * A live match listed: the one that started last, so it is still in progress when a story pushes to it (the
   * first listed may be minutes from its end).
   */
  async firstLiveMatchId(): Promise<string> {
    // Matches go live all day, but at a given minute the first may still be some seconds away.
    await expect(this.liveRows.first()).toBeVisible({ timeout: 60_000 })
    const listed = await this.liveRows.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.matchId))
    const started = await liveStartTimes(this.page.request)
    const ids = listed.filter((id): id is string => id !== undefined)
    const latest = ids.reduce<string | undefined>(
      (best, id) => (best === undefined || (started[id] ?? 0) > (started[best] ?? 0) ? id : best),
      undefined,
    )
    if (!latest) throw new Error('no live row')
    return latest
  }

  async matchIds(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.matchId ?? ''))
  }

  /** The month the calendar shows, YYYY-MM. */
  async calendarMonth(): Promise<string | null> {
    return this.calendar.getAttribute('data-month')
  }

  async moveMonth(direction: 'next' | 'prev'): Promise<void> {
    await this.page.getByTestId(direction === 'next' ? 'calendar-next' : 'calendar-prev').click()
  }

  day(day: string): Locator {
    return this.calendar.locator(`[data-testid="calendar-day"][data-day="${day}"]`)
  }

  /** The selected day of the calendar (aria-pressed), or null. */
  async selectedDay(): Promise<string | null> {
    const selected = this.calendar.locator('[data-testid="calendar-day"][aria-pressed="true"]')
    return (await selected.count()) === 0 ? null : selected.getAttribute('data-day')
  }

  /** Days of the month shown that have matches, by the counts the calendar displays. */
  async daysWithMatches(): Promise<string[]> {
    return this.calendar
      .locator('[data-testid="calendar-day"]')
      .evaluateAll((days) =>
        days
          .filter((d) => Number((d as HTMLElement).dataset.count) > 0)
          .map((d) => (d as HTMLElement).dataset.day ?? ''),
      )
  }

  async backToToday(): Promise<void> {
    await this.page.getByTestId('back-to-today').click()
  }

  /** The days of the group headings of the list (day-grouped tabs). */
  async groupDays(): Promise<string[]> {
    return this.panel
      .getByTestId('match-group')
      .evaluateAll((groups) => groups.map((g) => (g as HTMLElement).dataset.group ?? ''))
  }
}
