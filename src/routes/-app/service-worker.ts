/**
 * Registers public/sw.js (production builds only: the dev server's modules are not hashed chunks) so a
 * reload without network still loads the app, which then shows what IndexedDB holds. The chunks this
 * page fetched before the worker took control are handed to it to cache.
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
      })
      .catch((error: unknown) => console.warn('service worker registration failed', error))
  })
}
