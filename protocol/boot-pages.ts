import { bcp47, isRtl, type Locale } from './constants'

/**
 * The cookie in which the client keeps its locale (as it keeps it in localStorage), so the server can send
 * the home's first screen in it before any script runs (server/http/static.ts).
 */
export const LOCALE_COOKIE = 'scorecast.locale'

/** The file the build writes for `/` in `locale` (scripts/boot-pages.ts) and the server sends for it. */
export function homePageFile(locale: Locale): string {
  return `home.${locale}.html`
}

/** index.html's empty toolbar box of the skeleton (src/boot/skeleton.css), where a page's first screen goes. */
export const SKELETON_TOOLBAR = '<div class="boot-panel boot-toolbar"></div>'
const HTML_TAG = '<html lang="zh-CN">'

/**
 * index.html with the document's language and direction set for `locale`, as the app sets them on
 * activating it (src/i18n/activate.ts); null when index.html's root tag is not the one the build writes.
 */
export function localizedShell(indexHtml: string, locale: Locale): string | null {
  if (!indexHtml.includes(HTML_TAG)) return null
  return indexHtml.replace(HTML_TAG, `<html lang="${bcp47(locale)}" dir="${isRtl(locale) ? 'rtl' : 'ltr'}">`)
}

/** Text for HTML element content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
}
