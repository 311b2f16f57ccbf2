/** Business constants of the spec's §9, shared by client and server. */
export const LIMITS = {
  codeCountdownSeconds: 60,
  phoneDigits: 11,
  passwordMinLength: 8,
  welcomeBannerMs: 2500,
  newUserBonusCoins: 200,
  requestRetries: 3,
  telegramChannelId: 21,
  planTitleMin: 5,
  planTitleMax: 30,
  plansPerMatchMax: 3,
  anchorDetailPicturesMax: 3,
  revenueRangesDays: [7, 14, 30],
  expertResultWindows: [5, 7, 10, 15, 30],
  minimumBroadcastAge: 18,
  liveMatchWindowMs: 60 * 60 * 1000,
  /** The most matches the unpaged live lists answer (more at once is not a list any page shows). */
  liveListMax: 1000,
  /** Matches a user can pin to the watch wall (/watch) at once. */
  watchWallMax: 16,
  loadingBarThrottleMs: 200,
  loadingBarDurationMs: 5000,
  chunkReloadLimitMs: 60 * 1000,
} as const

/** The 21 locales of the interface; zh_CN is the default and the catalog source. */
export const LOCALES = [
  'zh_CN',
  'en',
  'zh_TW',
  'vi',
  'es',
  'pt',
  'fr',
  'de',
  'sv',
  'ru',
  'uk',
  'da',
  'pl',
  'nl',
  'ko',
  'ms',
  'fil',
  'el',
  'tr',
  'th',
  'ar',
] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh_CN'
export const RTL_LOCALES: readonly Locale[] = ['ar']

/** Whether `locale` is written right to left (the page's dir). */
export function isRtl(locale: Locale): boolean {
  return RTL_LOCALES.includes(locale)
}

/** BCP 47 tag for Intl and the html lang attribute ('zh_CN' → 'zh-CN'). */
export function bcp47(locale: Locale): string {
  return locale.replace('_', '-')
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Error codes carried by the envelope (§8). */
export const ERROR_CODES = {
  /** The token is unknown or was revoked. */
  sessionInvalid: 3000,
  /** The token expired. */
  sessionExpired: 3001,
  /** The call needs a solved proof-of-work challenge (protocol/challenge.ts): fetch one, solve it, send again. */
  challengeRequired: 4290,
} as const
