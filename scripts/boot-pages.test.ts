import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../protocol/constants'
import { compactCss, HOME_HINT_IDS, homePage, inlineBootStyle, poTranslation } from './boot-pages'

const root = join(import.meta.dirname, '..')
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <body><div id="root"><div class="boot"><div class="boot-panel boot-toolbar"></div></div></div></body>
</html>`

describe("the home's first screen in the skeleton", () => {
  it('is the message the home page shows, translated in every locale', () => {
    const source = readFileSync(join(root, 'src/routes/-components/home/home-page.tsx'), 'utf8')
    for (const id of HOME_HINT_IDS) expect(source).toContain(id)
    for (const locale of LOCALES) {
      const po = readFileSync(join(root, 'locales', locale, 'messages.po'), 'utf8')
      for (const id of HOME_HINT_IDS) expect(poTranslation(po, id), locale).toMatch(/\S/)
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

describe("the skeleton's rules in index.html", () => {
  const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-def.css">
  </head>`

  it('go inline, and the stylesheet is preloaded instead of linked (the app applies it)', () => {
    const html = inlineBootStyle(BUILT, '/* the box */\n.boot {\n  min-block-size: 100vh;\n  background: #f2f3f5;\n}\n')
    expect(html).toContain('<style>.boot{min-block-size:100vh;background:#f2f3f5}</style>')
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/style-def.css" data-app-stylesheet>',
    )
    expect(html).not.toContain('rel="stylesheet"')
  })

  it('are not put in an index.html that links no stylesheet as Vite does', () => {
    expect(inlineBootStyle(BUILT.replace('rel="stylesheet"', 'rel="preload"'), '.boot{}')).toBeNull()
  })

  it('keep what the rules need: quoted names, lists, selectors with pseudo-elements', () => {
    const css = `*,\n*::before {\n  box-sizing: border-box;\n}\n\nhtml {\n  font-family:\n    "WenQuanYi Micro Hei", Roboto,\n    sans-serif;\n  background: repeating-linear-gradient(#fff 0 51px, #eceef2 51px 52px);\n}\n.a > b { margin: 0 }`
    expect(compactCss(css)).toBe(
      '*,*::before{box-sizing:border-box}html{font-family:"WenQuanYi Micro Hei",Roboto,sans-serif;background:repeating-linear-gradient(#fff 0 51px,#eceef2 51px 52px)}.a>b{margin:0}',
    )
  })

  it('are those of src/boot/skeleton.css, whole', () => {
    const css = compactCss(readFileSync(join(root, 'src/boot/skeleton.css'), 'utf8'))
    expect(css).not.toContain('/*')
    expect(css).toMatch(/^\*,\*::before,\*::after\{box-sizing:border-box\}html\{/)
    expect(css.split('{').length).toBe(css.split('}').length)
  })
})
