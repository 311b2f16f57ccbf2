import type { Locale } from './constants'

/**
 * The cookie in which the client keeps its locale (as it keeps it in localStorage), so the server can send
 * the home's first screen in it before any script runs (server/http/static.ts).
 */
export const LOCALE_COOKIE = 'scorecast.locale'

/** The file the build writes for `/` in `locale` (scripts/boot-pages.ts) and the server sends for it. */
export function homePageFile(locale: Locale): string {
  return `home.${locale}.html`
}
