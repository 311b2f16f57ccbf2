import type { Page } from '@playwright/test'

/** Whether the page registered a service worker (the production client does, on load). */
export function hasServiceWorker(page: Page): Promise<boolean> {
  return page.evaluate(
    async () => 'serviceWorker' in navigator && (await navigator.serviceWorker.getRegistrations()).length > 0,
  )
}

/** Whether a service worker controls the page, i.e. will answer its next navigation. */
export function isControlled(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(navigator.serviceWorker?.controller))
}
