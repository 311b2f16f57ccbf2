import type { Locator, Page } from '@playwright/test'

/** The frame every screen lives in: header, locale switcher, offline banner, the html element. */
export class Shell {
  readonly header: Locator
  readonly localeSwitcher: Locator
  readonly offlineBanner: Locator

  constructor(readonly page: Page) {
    this.header = page.getByTestId('site-header')
    this.localeSwitcher = page.getByTestId('locale-switcher')
    this.offlineBanner = page.getByTestId('offline-banner')
  }

  /** Picks a locale by its code (zh_CN, en, …, ar), the switcher's option values. */
  async chooseLocale(locale: string): Promise<void> {
    await this.localeSwitcher.selectOption(locale)
  }

  /** The header's visible words, without the switcher's options (they name every locale in its own script). */
  async headerText(): Promise<string> {
    return this.header.evaluate((header) => {
      const copy = header.cloneNode(true) as HTMLElement
      for (const select of copy.querySelectorAll('select')) select.remove()
      return copy.textContent ?? ''
    })
  }

  lang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang')
  }

  dir(): Promise<string | null> {
    return this.page.locator('html').getAttribute('dir')
  }

  /** Marks the current document so a later check can tell whether the page navigated or reloaded. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      document.documentElement.dataset.e2eMark = 'kept'
    })
  }

  async documentIsMarked(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.dataset.e2eMark === 'kept')
  }
}
