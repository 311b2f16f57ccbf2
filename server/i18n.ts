import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../protocol/constants'
import { MESSAGES, type MessageDescriptor } from '../protocol/messages'
import { ARTICLE_MESSAGES } from '../protocol/messages/articles'
import { AUTH_MESSAGES } from '../protocol/messages/auth'
import { BLIND_BOX_MESSAGES } from '../protocol/messages/blindbox'
import { CHANNEL_MESSAGES } from '../protocol/messages/channel'
import { EXPERT_MESSAGES } from '../protocol/messages/expert'
import { LIVE_MESSAGES } from '../protocol/messages/live'
import { MALL_MESSAGES } from '../protocol/messages/mall'
import { NEWS_MESSAGES } from '../protocol/messages/news'
import { PAYMENT_MESSAGES } from '../protocol/messages/payments'
import { SEARCH_MESSAGES } from '../protocol/messages/search'
import { SITE_MESSAGES } from '../protocol/messages/site'
import { SOCIAL_MESSAGES } from '../protocol/messages/social'
import { SPENDING_MESSAGES } from '../protocol/messages/spending'
import { VIDEO_MESSAGES } from '../protocol/messages/videos'

// Server-side localization of the descriptors in protocol/messages.ts, from the same Lingui catalogs the
// client uses. Those descriptors carry explicit ids, so a catalog entry's msgid is the descriptor's id.

export const LOCALES_DIR = fileURLToPath(new URL('../locales', import.meta.url))

const SOURCE_TEXT = new Map<string, string>(
  [
    ...Object.values(MESSAGES),
    ...Object.values(AUTH_MESSAGES),
    ...Object.values(LIVE_MESSAGES),
    ...Object.values(SEARCH_MESSAGES),
    ...Object.values(SITE_MESSAGES),
    ...Object.values(EXPERT_MESSAGES),
    ...Object.values(PAYMENT_MESSAGES),
    ...Object.values(MALL_MESSAGES),
    ...Object.values(BLIND_BOX_MESSAGES),
    ...Object.values(CHANNEL_MESSAGES),
    ...Object.values(NEWS_MESSAGES),
    ...Object.values(ARTICLE_MESSAGES),
    ...Object.values(VIDEO_MESSAGES),
    ...Object.values(SOCIAL_MESSAGES),
    ...Object.values(SPENDING_MESSAGES),
  ].map((m: MessageDescriptor) => [m.id, m.message]),
)

/** True when `id` names a descriptor of protocol/messages.ts (zod issues carry such ids as their message). */
export function isMessageId(id: string): boolean {
  return SOURCE_TEXT.has(id)
}

/** The request's locale from its `lan` header: exact ('en'), hyphenated ('zh-TW') or regional ('fr_FR'). */
export function resolveLocale(lan: unknown): Locale {
  if (typeof lan !== 'string') return DEFAULT_LOCALE
  const normalized = lan.trim().replace('-', '_')
  if (isLocale(normalized)) return normalized
  const language = normalized.split('_')[0]
  return isLocale(language) ? language : DEFAULT_LOCALE
}

export type Translator = {
  /** The text of a message id in `locale`; the Chinese source when the catalog has none; the id itself if unknown. */
  translate(message: MessageDescriptor | string, locale: Locale): string
}

/** Parses every locale's messages.po once; a missing catalog simply falls back to the source text. */
export function loadTranslator(localesDir = LOCALES_DIR): Translator {
  const catalogs = new Map<Locale, Map<string, string>>()
  for (const locale of LOCALES) {
    const file = join(localesDir, locale, 'messages.po')
    if (existsSync(file)) catalogs.set(locale, parsePo(readFileSync(file, 'utf8')))
  }
  return {
    translate(message, locale) {
      const id = typeof message === 'string' ? message : message.id
      const translated = catalogs.get(locale)?.get(id)
      if (translated) return translated
      return SOURCE_TEXT.get(id) ?? (typeof message === 'string' ? message : message.message)
    },
  }
}

/**
 * msgid → msgstr of a gettext catalog. Handles continuation lines and escapes; skips the header, obsolete
 * (#~) entries and plural forms, none of which the server's messages use.
 */
export function parsePo(text: string): Map<string, string> {
  const entries = new Map<string, string>()
  let field: 'msgid' | 'msgstr' | 'other' | null = null
  let msgid = ''
  let msgstr = ''
  const flush = () => {
    if (msgid) entries.set(msgid, msgstr)
    msgid = ''
    msgstr = ''
    field = null
  }
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) {
      if (field === 'msgstr' || field === 'other') flush()
      continue
    }
    const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line)
    if (keyword?.[1] && keyword[2]) {
      if (keyword[1] === 'msgid' && field !== null) flush()
      field = keyword[1] === 'msgid' ? 'msgid' : keyword[1] === 'msgstr' ? 'msgstr' : 'other'
      if (field === 'msgid') msgid = unquote(keyword[2])
      else if (field === 'msgstr') msgstr = unquote(keyword[2])
      continue
    }
    if (line.startsWith('"')) {
      if (field === 'msgid') msgid += unquote(line)
      else if (field === 'msgstr') msgstr += unquote(line)
    }
  }
  flush()
  return entries
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' }

function unquote(quoted: string): string {
  return quoted.slice(1, -1).replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? c)
}
