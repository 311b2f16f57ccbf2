import { LOCALE_COOKIE } from '../../protocol/boot-pages'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../protocol/constants'

// The server's first screens set the page's language and direction as the app does: one definition of each.
export { bcp47, isRtl } from '../../protocol/constants'

// The user's chosen locale, remembered in localStorage. The api client reads it for the `lan` header;
// the i18n activation (src/i18n/activate.ts) loads its catalog.

const STORAGE_KEY = 'scorecast.locale'
const listeners = new Set<(locale: Locale) => void>()

export function getLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY)
    return isLocale(stored) ? stored : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale)
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  for (const listener of listeners) listener(locale)
}

/**
 * Tells the server the locale in use, for the home's first screen it sends before any script runs (it has
 * no other way to know what localStorage holds). A year long; not secret, so readable by scripts.
 */
export function keepLocaleCookie(locale: Locale): void {
  if (!globalThis.document) return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`
}

export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
