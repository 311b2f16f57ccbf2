import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../protocol/constants'
import { HOME_HINT_ID, homePage, poTranslation } from './boot-pages'

const root = join(import.meta.dirname, '..')
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <body><div id="root"><div class="boot"><div class="boot-panel boot-toolbar"></div></div></div></body>
</html>`

describe("the home's first screen in the skeleton", () => {
  it('is the message the home page shows, translated in every locale', () => {
    expect(readFileSync(join(root, 'src/routes/-components/home/home-page.tsx'), 'utf8')).toContain(HOME_HINT_ID)
    for (const locale of LOCALES) {
      const po = readFileSync(join(root, 'locales', locale, 'messages.po'), 'utf8')
      expect(poTranslation(po, HOME_HINT_ID), locale).toMatch(/\S/)
    }
  })

  it("goes in the skeleton's toolbar, escaped, with the document's language and direction", () => {
    const page = homePage(INDEX, 'ar', 'اسحب <b> & ↑ ↓')
    expect(page).toContain('<html lang="ar" dir="rtl">')
    expect(page).toContain(
      '<div class="boot-panel boot-toolbar"><p class="boot-hint">اسحب &lt;b&gt; &amp; ↑ ↓</p></div>',
    )
    expect(homePage(INDEX, 'zh_TW', '拖動')).toContain('<html lang="zh-TW" dir="ltr">')
  })

  it('is not made from an index.html without the toolbar (the skeleton changed: nothing to fill)', () => {
    expect(homePage(INDEX.replace(' boot-toolbar', ''), 'en', 'Drag')).toBeNull()
  })
})

describe('poTranslation', () => {
  const po = [
    'msgid "单行"',
    'msgstr "One line"',
    '',
    'msgid "多行"',
    'msgstr ""',
    '"Two \\"quoted\\" "',
    '"lines"',
    '',
    'msgid "未译"',
    'msgstr ""',
    '',
  ].join('\n')

  it('reads a one-line and a wrapped translation, unescaping quotes', () => {
    expect(poTranslation(po, '单行')).toBe('One line')
    expect(poTranslation(po, '多行')).toBe('Two "quoted" lines')
  })

  it('is null for a message without a translation or not in the catalog', () => {
    expect(poTranslation(po, '未译')).toBeNull()
    expect(poTranslation(po, '没有')).toBeNull()
  })
})
