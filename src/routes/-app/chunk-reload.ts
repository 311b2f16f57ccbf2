import { LIMITS } from '../../../protocol/constants'

// After a deployment, an open tab may ask for code chunks that no longer exist. Reloading fetches the
// new index.html and its chunks; the sessionStorage timestamp keeps a chunk that is really missing from
// turning that into a reload loop (§8: at most once per 60 s; after that the error page shows).

const STORAGE_KEY = 'scorecast.chunkReloadAt'

type StampStore = Pick<Storage, 'getItem' | 'setItem'>

/** True (and the time recorded) when no chunk reload happened in the last 60 s. */
export function claimChunkReload(store: StampStore | undefined, now: number): boolean {
  if (!store) return false
  try {
    const last = Number(store.getItem(STORAGE_KEY))
    if (Number.isFinite(last) && last > 0 && now - last < LIMITS.chunkReloadLimitMs) return false
    store.setItem(STORAGE_KEY, String(now))
    return true
  } catch {
    // Storage disabled: without a stamp a reload could loop, so never reload.
    return false
  }
}

/** The messages browsers give when a dynamic import (a code-split chunk) cannot be fetched. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message)
}

function sessionStore(): StampStore | undefined {
  try {
    return globalThis.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * Reloads the page for a failed chunk when allowed; false means the caller shows the error page. Never
 * offline: there a chunk fails because the network is gone, not because a deployment replaced it, and a
 * reload would only throw away the page (and cancel a navigation under way) for the offline shell.
 */
export function reloadForChunkFailure(): boolean {
  if (globalThis.navigator?.onLine === false) return false
  if (!claimChunkReload(sessionStore(), Date.now())) return false
  globalThis.location.reload()
  return true
}

/**
 * Vite fires `vite:preloadError` when a chunk's preload fails. Unless reloading, the event is left alone
 * so the import rejects and the router's error page shows.
 */
export function installChunkReload(target: Window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkFailure()) event.preventDefault()
  })
}
