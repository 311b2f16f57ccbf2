import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { escapeHtml, homePageFile, localizedShell, SKELETON_TOOLBAR } from '../protocol/boot-pages'
import { LOCALES, type Locale } from '../protocol/constants'

/**
 * The home's toolbar hint, as src/routes/-components/home/home-page.tsx writes it for a first visit: how to
 * reorder the sections, then the time zone (their zh_CN message ids), joined by a space.
 * scripts/boot-pages.test.ts checks that the catalogs still have them.
 */
export const HOME_HINT_IDS = [
  '拖动标题左侧的手柄（或使用 ↑ ↓ 按钮）调整栏目顺序，顺序会被记住。',
  '时间均为北京时间。',
] as const
export const HOME_HINT_ID = HOME_HINT_IDS.join(' ')

/**
 * index.html with the home's hint in its skeleton's toolbar, in `locale`, and the document's language and
 * direction set: the home's largest text paints with the skeleton, before any script, where the app's own
 * hint then takes its place. Null when index.html has no such toolbar.
 */
export function homePage(indexHtml: string, locale: Locale, hint: string): string | null {
  const shell = localizedShell(indexHtml, locale)
  if (shell === null || !shell.includes(SKELETON_TOOLBAR)) return null
  return shell.replace(
    SKELETON_TOOLBAR,
    `<div class="boot-panel boot-toolbar"><p class="boot-hint">${escapeHtml(hint)}</p></div>`,
  )
}

/** The app's one stylesheet as Vite links it from index.html (build.cssCodeSplit is off). */
const APP_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/

/** `css` without its comments and indentation (our own, simple rules: nothing in them needs its spaces kept). */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim()
}

/**
 * index.html as its first paint needs it: the skeleton's rules inline (`skeletonCss`, src/boot/skeleton.css)
 * and the app's stylesheet preloaded instead of linked, so the skeleton paints without waiting for the
 * stylesheet (on a slow phone network, a third of a second and more); the app applies it before its first
 * render (src/boot/app-stylesheet.ts). The server allows the <style> by its hash (server/http/inline-styles.ts).
 * Null when index.html does not link the stylesheet as Vite does.
 */
export function inlineBootStyle(indexHtml: string, skeletonCss: string): string | null {
  const link = indexHtml.match(APP_STYLESHEET)
  if (!link) return null
  return indexHtml.replace(
    link[0],
    `<style>${compactCss(skeletonCss)}</style>\n    <link rel="preload" as="style" crossorigin href="${link[1]}" data-app-stylesheet>`,
  )
}

/** A message's translation in a Lingui .po catalog (msgstr, continuation lines joined), or null when empty. */
export function poTranslation(po: string, id: string): string | null {
  const lines = po.split('\n')
  const at = lines.indexOf(`msgid ${poQuote(id)}`)
  if (at < 0) return null
  let text = ''
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const quoted = line.startsWith('msgstr ') ? line.slice('msgstr '.length) : line.startsWith('"') ? line : null
    if (quoted === null) break
    text += poUnquote(quoted)
  }
  return text === '' ? null : text
}

/**
 * Puts the skeleton's rules in index.html (inlineBootStyle) and writes home.<locale>.html beside it for every
 * locale whose catalog translates the hint (the server sends the visitor's for `/`, and index.html for every
 * other page and locale).
 */
export function bootPages(root = process.cwd()): Plugin {
  return {
    name: 'scorecast-boot-pages',
    apply: 'build',
    generateBundle: {
      // After Vite's own HTML plugin has put index.html, with its script and style tags, in the bundle.
      order: 'post',
      handler(_, bundle) {
        const index = bundle['index.html']
        if (index?.type !== 'asset') return
        const html = inlineBootStyle(String(index.source), readFileSync(join(root, 'src/boot/skeleton.css'), 'utf8'))
        if (html === null)
          return this.error('index.html links no stylesheet as Vite does: the skeleton cannot go inline')
        index.source = html
        for (const locale of LOCALES) {
          const po = readFileSync(join(root, 'locales', locale, 'messages.po'), 'utf8')
          const parts = HOME_HINT_IDS.map((id) => poTranslation(po, id))
          const page = parts.includes(null) ? null : homePage(html, locale, parts.join(' '))
          if (page !== null) this.emitFile({ type: 'asset', fileName: homePageFile(locale), source: page })
        }
      },
    },
  }
}

function poQuote(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
}

function poUnquote(quoted: string): string {
  return quoted.slice(1, -1).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c))
}
