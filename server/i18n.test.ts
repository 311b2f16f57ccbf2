import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../protocol/messages'
import { loadTranslator, parsePo, resolveLocale } from './i18n'

const CATALOG = `msgid ""
msgstr ""
"Language: en\\n"

#. js-lingui-explicit-id
#: protocol/messages.ts
msgid "validation.date.invalid"
msgstr ""
"Invalid "
"date \\"format\\""

msgid "error.system"
msgstr ""

#~ msgid "error.old"
#~ msgstr "Obsolete"

msgctxt "menu"
msgid "error.notFound"
msgstr "Not found"
`

describe('parsePo', () => {
  it('reads ids and translations with continuation lines and escapes, skipping header and obsolete entries', () => {
    const entries = parsePo(CATALOG)
    expect(entries.get('validation.date.invalid')).toBe('Invalid date "format"')
    expect(entries.get('error.system')).toBe('')
    expect(entries.get('error.notFound')).toBe('Not found')
    expect(entries.has('')).toBe(false)
    expect(entries.has('error.old')).toBe(false)
  })
})

describe('translator', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scorecast-locales-'))
  mkdirSync(join(dir, 'en'))
  writeFileSync(join(dir, 'en', 'messages.po'), CATALOG)
  const translator = loadTranslator(dir)

  it('uses the catalog translation', () => {
    expect(translator.translate(MESSAGES.invalidDate, 'en')).toBe('Invalid date "format"')
    expect(translator.translate('validation.date.invalid', 'en')).toBe('Invalid date "format"')
  })

  it('falls back to the Chinese source for an empty entry or a locale without a catalog', () => {
    expect(translator.translate(MESSAGES.systemError, 'en')).toBe('系统异常 请稍后再试')
    expect(translator.translate(MESSAGES.invalidDate, 'fr')).toBe('日期格式不正确')
  })

  it('returns an unknown id as it is', () => {
    expect(translator.translate('no.such.message', 'en')).toBe('no.such.message')
  })

  it("reads the project's own catalogs", () => {
    expect(loadTranslator().translate(MESSAGES.invalidDate, 'zh_CN')).toBe('日期格式不正确')
  })
})

describe('resolveLocale', () => {
  it('accepts the 21 locales and common spellings, else zh_CN', () => {
    expect(resolveLocale('en')).toBe('en')
    expect(resolveLocale('zh_TW')).toBe('zh_TW')
    expect(resolveLocale('zh-TW')).toBe('zh_TW')
    expect(resolveLocale('fr_FR')).toBe('fr')
    expect(resolveLocale('pt-BR')).toBe('pt')
    expect(resolveLocale('xx')).toBe('zh_CN')
    expect(resolveLocale(undefined)).toBe('zh_CN')
    expect(resolveLocale(['en', 'fr'])).toBe('zh_CN')
  })
})
