import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { TelegramAuth } from '../../protocol/auth'

/** Login data older than this is refused, so a captured widget payload cannot be replayed for long. */
export const TELEGRAM_MAX_AGE_SECONDS = 60 * 60
/** Tolerated clock difference for an auth_date slightly in the future. */
const CLOCK_SKEW_SECONDS = 60

/** Telegram's data-check string: every field but hash, as key=value, sorted by key, joined by newlines. */
export function dataCheckString(data: Record<string, string | number | undefined>): string {
  return Object.entries(data)
    .filter(([key, value]) => key !== 'hash' && value !== undefined)
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n')
}

/** The hash Telegram puts on login data: HMAC-SHA256 of the data-check string keyed with SHA-256(bot token). */
export function signTelegram(data: Record<string, string | number | undefined>, botToken: string): string {
  const key = createHash('sha256').update(botToken).digest()
  return createHmac('sha256', key).update(dataCheckString(data)).digest('hex')
}

export type TelegramVerdict = 'valid' | 'badSignature' | 'stale'

/** Checks login widget data as https://core.telegram.org/widgets/login#checking-authorization says. */
export function verifyTelegram(data: TelegramAuth, botToken: string, nowMs: number): TelegramVerdict {
  const expected = Buffer.from(signTelegram(data, botToken), 'hex')
  const given = Buffer.from(data.hash, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'badSignature'
  const age = nowMs / 1000 - data.auth_date
  if (age > TELEGRAM_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) return 'stale'
  return 'valid'
}

/** §6: a Telegram login bot's name must end with 'bot'. */
export function isBotName(name: string): boolean {
  return /^\w{2,29}bot$/i.test(name)
}
