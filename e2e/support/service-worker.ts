import { expect, type Page } from '@playwright/test'

/** For `test.use`: the stories of offline reloads need the worker that playwright.config.ts blocks. */
export const SERVICE_WORKER = { serviceWorkers: 'allow' } as const

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

/**
 * Waits until the production client's service worker controls the page (it takes control asynchronously
 * after it activates; going offline earlier would test a race). Fails when there is none: offline reloads
 * are the worker's job, and a spec must not quietly test something weaker.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(() => hasServiceWorker(page), { timeout: 15_000, message: 'the client registers a service worker' })
    .toBe(true)
  await expect
    .poll(() => isControlled(page), { timeout: 15_000, message: 'the service worker controls the page' })
    .toBe(true)
}
