import type { I18n } from '@lingui/core'
import { isLocale, type Locale } from '../../protocol/constants'
import type { MessageDescriptor } from '../../protocol/messages'
import { bcp47 } from './locale'

// Formatters of the spec's §9 (relative times, counts) and the portal's Beijing clock. Every function is
// pure: the caller passes the locale and the current time, so tests and renders agree.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY
/** Months are counted as 30 days: "3 months ago" is an approximation by nature. */
const MONTH = 30 * DAY
const BEIJING_OFFSET = 8 * HOUR

/** Shown instead of a relative time for a post under a minute old (the spec's wording). */
export const JUST_NOW: MessageDescriptor = /*i18n*/ { id: 'time.justNow', message: '刚刚发表' }
/** The same for things that are not posts, such as the last sync of the cache. */
export const JUST_UPDATED: MessageDescriptor = /*i18n*/ { id: 'time.justUpdated', message: '刚刚' }

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>()
function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(bcp47(locale), { numeric: 'always' })
    relativeFormats.set(locale, format)
  }
  return format
}

/**
 * How long ago `then` was: '刚刚发表' (or the given `justNow` wording) under a minute, then minutes,
 * hours, days, weeks and months ago in the locale's words. A time slightly in the future (clock skew)
 * counts as just now.
 */
export function formatRelativeTime(
  then: number,
  now: number,
  locale: Locale,
  i18n: I18n,
  justNow: MessageDescriptor = JUST_NOW,
): string {
  const elapsed = Math.max(0, now - then)
  if (elapsed < MINUTE) return i18n._(justNow)
  const format = relativeFormat(locale)
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour')
  if (elapsed < WEEK) return format.format(-Math.floor(elapsed / DAY), 'day')
  if (elapsed < MONTH) return format.format(-Math.floor(elapsed / WEEK), 'week')
  return format.format(-Math.floor(elapsed / MONTH), 'month')
}

/**
 * A count as lists show it: under 1000 as is, from 1000 in thousands with a 'k' (1.2k, 15k). The value
 * is truncated, never rounded up, so 999,999 never reads as a million.
 */
export function formatCount(count: number, locale: Locale): string {
  const tag = bcp47(locale)
  if (Math.abs(count) < 1000) return new Intl.NumberFormat(tag).format(count)
  const thousands = count / 1000
  const digits = Math.abs(thousands) < 10 ? 1 : 0
  const factor = 10 ** digits
  const truncated = Math.trunc(thousands * factor) / factor
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: digits }).format(truncated)}k`
}

/** formatCount in the i18n instance's locale (zh_CN when it is none of the portal's). */
export function countText(count: number, i18n: I18n): string {
  return formatCount(count, isLocale(i18n.locale) ? i18n.locale : 'zh_CN')
}

/** An exact amount (coins, limits) with the locale's grouping: 5,000 · 5.000 · 5 000. */
export function formatAmount(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(bcp47(locale)).format(amount)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A match's kick-off as HH:mm on the Beijing clock, whatever the viewer's time zone. */
export function formatMatchTime(epochMs: number): string {
  const beijing = new Date(epochMs + BEIJING_OFFSET)
  return `${pad(beijing.getUTCHours())}:${pad(beijing.getUTCMinutes())}`
}

/** A day on the Beijing calendar as MM-DD, for tab captions. */
export function formatMatchDay(day: string): string {
  return day.slice(5)
}

/** A moment as MM-DD HH:mm on the Beijing clock (a plan's match, an order), whatever the viewer's time zone. */
export function formatDayTime(epochMs: number): string {
  const beijing = new Date(epochMs + BEIJING_OFFSET)
  return `${pad(beijing.getUTCMonth() + 1)}-${pad(beijing.getUTCDate())} ${formatMatchTime(epochMs)}`
}
