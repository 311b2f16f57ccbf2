import type { Locale } from '../../protocol/constants'

/**
 * Each locale named in its own language, as locale switchers show them: a reader finds their language
 * whatever the page's current language is, so these are deliberately not translated.
 */
export const NATIVE_LOCALE_NAMES = {
  zh_CN: '简体中文',
  en: 'English',
  zh_TW: '繁體中文',
  vi: 'Tiếng Việt',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  sv: 'Svenska',
  ru: 'Русский',
  uk: 'Українська',
  da: 'Dansk',
  pl: 'Polski',
  nl: 'Nederlands',
  ko: '한국어',
  ms: 'Bahasa Melayu',
  fil: 'Filipino',
  el: 'Ελληνικά',
  tr: 'Türkçe',
  th: 'ไทย',
  ar: 'العربية',
} as const satisfies Record<Locale, string>
