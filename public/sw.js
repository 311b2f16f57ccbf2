// Scorecast's service worker: just enough to reload the portal without a network. The data itself lives
// in IndexedDB (src/db); this keeps the app shell (index.html and the hashed /assets/ chunks) loadable.
// API calls (/java), the socket (/socket.io) and video (/hls) are never cached here.
// v2: the home has a page of its own (`/`, its first screen in the skeleton; server/http/static.ts), which v1
// kept as the shell of every page.
const CACHE = 'scorecast-shell-v2'
const SHELL_URL = '/index.html'
const HOME_URL = '/'
/** Every code chunk and stylesheet of the build but the locale catalogs (scripts/offline-assets.ts). */
const OFFLINE_ASSETS = '/offline-assets.json'

// The page that registers this worker was loaded before it existed, so the shells are fetched once here.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE)
      for (const url of [SHELL_URL, HOME_URL]) {
        const response = await fetch(url, { cache: 'no-cache' })
        if (response.ok) await cache.put(url, response)
      }
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

// The page lists the chunks it loaded before this worker controlled it, so they are cached too. Once it has
// been idle a while it asks for the whole app ('precache-app'): every route's code, listed at build time
// (scripts/offline-assets.ts), fetched one after the other, so a page never visited opens offline too.
self.addEventListener('message', (event) => {
  const data = event.data
  if (data?.type === 'precache-app') {
    event.waitUntil(precacheApp())
    return
  }
  if (data?.type !== 'cache-assets' || !Array.isArray(data.urls)) return
  const urls = data.urls.filter((url) => typeof url === 'string' && isAsset(new URL(url, self.location.origin)))
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(urls.map((url) => cacheIfMissing(cache, url)))))
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') event.respondWith(networkFirstShell(request))
  else if (isAsset(url)) event.respondWith(cacheFirst(request))
})

function isAsset(url) {
  // Hashed bundles, the icon and the gift pictures (their names change with their content's id), and the
  // one-line zod setting the shell loads before the app (fixed content).
  return (
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/assets/') ||
      url.pathname.startsWith('/gifts/') ||
      url.pathname === '/favicon.svg' ||
      url.pathname === '/zod-jitless.js')
  )
}

async function precacheApp() {
  let urls
  try {
    const response = await fetch(OFFLINE_ASSETS, { cache: 'no-cache' })
    urls = response.ok ? await response.json() : []
  } catch {
    return
  }
  if (!Array.isArray(urls)) return
  const cache = await caches.open(CACHE)
  for (const url of urls) {
    if (typeof url === 'string' && isAsset(new URL(url, self.location.origin))) await cacheIfMissing(cache, url)
  }
}

async function cacheIfMissing(cache, url) {
  if (await cache.match(url)) return
  try {
    const response = await fetch(url)
    if (response.ok) await cache.put(url, response)
  } catch {
    // Offline or gone: it will be cached the next time it is fetched.
  }
}

/**
 * Every page of the SPA is index.html, the home its own copy with the home's first screen in the skeleton:
 * fresh from the network when possible, the last copy otherwise (the other one when only it was kept: the
 * app is the same, only the skeleton differs).
 */
async function networkFirstShell(request) {
  const cache = await caches.open(CACHE)
  const key = new URL(request.url).pathname === HOME_URL ? HOME_URL : SHELL_URL
  try {
    const response = await fetch(request)
    const type = response.headers.get('content-type') ?? ''
    // A match page's copy has that match in its skeleton (server/http/match-page.ts): never the shell of others.
    const isShell = response.headers.get('x-boot-page') !== 'match'
    if (response.ok && type.includes('text/html') && isShell) await cache.put(key, response.clone())
    return response
  } catch (error) {
    const cached = (await cache.match(key)) ?? (await cache.match(key === HOME_URL ? SHELL_URL : HOME_URL))
    if (cached) return cached
    throw error
  }
}

/** Hashed chunks never change under one name, so a cached copy is always right. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE)
  const cached = await cache.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}
