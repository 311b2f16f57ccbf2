import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../../protocol/constants'
import { bcp47, getLocale, isRtl, keepLocaleCookie, rememberLocale } from './locale'

/**
 * One dynamic import per locale: Vite turns the template into one chunk per catalog (the Lingui plugin
 * compiles the .po on the way), so a visitor only downloads the catalog of the locale they use.
 */
async function loadCatalog(locale: Locale): Promise<Messages> {
  const { messages } = await import(`../../locales/${locale}/messages.po`)
  return messages
}

/** Sets the document's language and writing direction for CSS logical properties and screen readers. */
function applyToDocument(locale: Locale): void {
  const root = globalThis.document?.documentElement
  if (!root) return
  root.lang = bcp47(locale)
  root.dir = isRtl(locale) ? 'rtl' : 'ltr'
}

/** Loads and activates a locale's catalog; I18nProvider re-renders the tree when it changes. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadCatalog(locale)
  i18n.loadAndActivate({ locale, messages })
  applyToDocument(locale)
  keepLocaleCookie(locale)
}

/** Called once before the first render: the remembered locale, or zh_CN. */
export function activateInitialLocale(): Promise<void> {
  return activateLocale(getLocale())
}

/** The user picked a locale: switch without a reload and remember it for the next visit. */
export async function switchLocale(locale: Locale): Promise<void> {
  await activateLocale(locale)
  rememberLocale(locale)
}
