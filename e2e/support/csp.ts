import type { Page } from '@playwright/test'

/** What the page reported against its Content-Security-Policy, and console errors that mention it. */
export type CspWatch = { violations: () => Promise<string[]> }

/**
 * Records every `securitypolicyviolation` (an init script, so it is listening before the app's first
 * script runs, and again in every document the page loads) and every console message about the policy.
 */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const messages: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(`console: ${message.text()}`)
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Reflect.set(window, '__cspViolations', seen)
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return {
    violations: async () => {
      const inPage = await page.evaluate(() => (Reflect.get(window, '__cspViolations') as string[] | undefined) ?? [])
      return [...inPage, ...messages]
    },
  }
}
