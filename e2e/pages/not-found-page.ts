import type { Locator, Page } from '@playwright/test'
import { Shell } from './shell'

/** The page shown for a path no route matches. */
export class NotFoundPage {
  readonly shell: Shell
  readonly panel: Locator
  readonly title: Locator

  constructor(readonly page: Page) {
    this.shell = new Shell(page)
    this.panel = page.getByTestId('not-found-page')
    this.title = this.panel.getByRole('heading', { level: 1 })
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path)
  }
}
