import { networkHints, preloadPolicy } from './preload-policy'

/**
 * The whole app's code is fetched for offline use this long after load, when the page is idle: after the first
 * screens a newcomer loads, never in their way; not at all on data-saver or 2g (§9).
 */
const PRECACHE_AFTER_MS = 30_000

/**
 * Registers public/sw.js (production builds only: the dev server's modules are not hashed chunks) so a
 * reload without network still loads the app, which then shows what IndexedDB holds. The chunks this
 * page fetched before the worker took control are handed to it to cache; later, every route's code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        const urls = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(`${location.origin}/assets/`) || url === `${location.origin}/zod-jitless.js`)
        registration.active?.postMessage({ type: 'cache-assets', urls })
        if (preloadPolicy(networkHints()) === false) return
        setTimeout(() => {
          const precache = () => {
            if (navigator.onLine) registration.active?.postMessage({ type: 'precache-app' })
          }
          if ('requestIdleCallback' in window) window.requestIdleCallback(precache, { timeout: 10_000 })
          else precache()
        }, PRECACHE_AFTER_MS)
      })
      .catch((error: unknown) => console.warn('service worker registration failed', error))
  })
}
