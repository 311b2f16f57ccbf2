import type { Page, Route } from '@playwright/test'

/**
 * Cuts the page off from the API and the socket while the server keeps serving the HTML and scripts:
 * the stand-in for "offline" when Chromium cannot reload the page without a network.
 * Returns the function that restores both.
 */
export async function blockApiAndSocket(page: Page): Promise<() => Promise<void>> {
  let blocked = true
  const abortWhileBlocked = (route: Route) => (blocked ? route.abort('internetdisconnected') : route.fallback())
  await page.route('**/java/**', abortWhileBlocked)
  await page.route('**/socket.io/**', abortWhileBlocked)
  // page.route does not see WebSocket traffic; a closed socket is what a dead network looks like to socket.io.
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (blocked) ws.close()
    else ws.connectToServer()
  })
  return async () => {
    blocked = false
    await page.unroute('**/java/**', abortWhileBlocked)
    await page.unroute('**/socket.io/**', abortWhileBlocked)
  }
}
