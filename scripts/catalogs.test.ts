import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, LOCALES } from '../protocol/constants'
import { LOCALES_DIR, parsePo } from '../server/i18n'

// Every message of the source catalog (zh_CN) must be really translated in all 21 locales: present, not
// empty, keeping its placeholders, and not a copy of the Chinese.

const catalog = (locale: string) => parsePo(readFileSync(join(LOCALES_DIR, locale, 'messages.po'), 'utf8'))
const source = catalog(DEFAULT_LOCALE)
const HAN = /\p{Script=Han}/u
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()
/** The Chinese text of a message: its own msgid, or for explicit ids the zh_CN msgstr. */
const sourceText = (id: string) => source.get(id) || id

describe('message catalogs', () => {
  it('has a source catalog with messages', () => {
    expect(source.size).toBeGreaterThan(10)
    for (const [id, text] of source) {
      if (!HAN.test(id)) expect(text, `zh_CN lacks the text of explicit id ${id}`).not.toBe('')
    }
  })

  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    it(`translates every message into ${locale}`, () => {
      const translated = catalog(locale)
      const missing = [...source.keys()].filter((id) => !translated.get(id))
      expect(missing, `${locale} lacks ${missing.length} messages`).toEqual([])
      for (const id of source.keys()) {
        const text = translated.get(id) ?? ''
        expect(placeholders(text), `${locale}: placeholders of "${id}"`).toEqual(placeholders(sourceText(id)))
        if (locale !== 'zh_TW') expect(HAN.test(text), `${locale}: "${id}" is still Chinese: ${text}`).toBe(false)
      }
    })
  }
})
