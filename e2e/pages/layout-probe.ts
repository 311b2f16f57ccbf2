import type { Page } from '@playwright/test'

/** What a locale's layout got wrong on the page as it stands; every list empty and no overflow is a pass. */
export type LayoutFindings = {
  /** The document is wider than the window (a horizontal scrollbar). */
  overflow: { scrollWidth: number; innerWidth: number } | null
  /** Header items outside their bar or on top of one another. */
  header: string[]
  /** Labels of links and buttons in the header broken over two lines (a wrapped or mid-word-broken word). */
  wrapped: string[]
  /** Text columns of a list row drawn over one another. */
  overlaps: string[]
  /** Visible text with Chinese characters in the header and footer (the page shell has no data in it). */
  untranslated: string[]
}

type Options = {
  /** Report Han characters in the shell (every locale but zh_CN and zh_TW). */
  checkHan: boolean
  /** How many rows of each list to compare. */
  rows: number
}

/**
 * Measures the page in one round trip. Text boxes come from Ranges over the text (what is drawn), clipped by
 * any element with `overflow` other than visible, so an ellipsised column counts only up to its ellipsis.
 */
export function probeLayout(page: Page, options: Options): Promise<LayoutFindings> {
  return page.evaluate(({ checkHan, rows }) => {
    type Box = { left: number; right: number; top: number; bottom: number }
    const EPS = 1
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`
    const label = (el: Element) => `${name(el)} "${(el.textContent ?? '').trim().slice(0, 40)}"`
    const overlap = (a: Box, b: Box) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > EPS &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > EPS
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    }
    /** The drawn text of `el` inside `stop`, clipped by overflow-hidden boxes on the way up; null if none. */
    const textBox = (el: Element, stop: Element): Box | null => {
      const range = document.createRange()
      range.selectNodeContents(el)
      const r = range.getBoundingClientRect()
      if (r.width === 0 || !(el.textContent ?? '').trim()) return null
      const box = { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
      for (let node: Element | null = el; node && node !== stop; node = node.parentElement) {
        if (getComputedStyle(node).overflowX === 'visible') continue
        const c = node.getBoundingClientRect()
        box.left = Math.max(box.left, c.left)
        box.right = Math.min(box.right, c.right)
      }
      return box.right - box.left > EPS ? box : null
    }
    /** Distinct line tops of an element's own text (icons aside): more than one means its label wrapped. */
    const lines = (el: Element) => {
      const tops = new Set<number>()
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top / 4))
      }
      return tops.size
    }

    const root = document.scrollingElement ?? document.documentElement
    const overflow =
      root.scrollWidth > window.innerWidth ? { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth } : null

    const header: string[] = []
    const wrapped: string[] = []
    const site = document.querySelector('[data-testid="site-header"]')
    for (const bar of site?.querySelectorAll('.container') ?? []) {
      const frame = bar.getBoundingClientRect()
      // The bar's items: its children, with those of a nav, a link row or the tool box counted one by one.
      const items: Element[] = []
      const collect = (parent: Element) => {
        for (const child of parent.children) {
          if (child.matches('nav, .priority-nav, .priority-row, .header-tools')) collect(child)
          else items.push(child)
        }
      }
      collect(bar)
      const visible = items.filter(shown)
      for (const item of visible) {
        const r = item.getBoundingClientRect()
        if (
          r.left < frame.left - EPS ||
          r.right > frame.right + EPS ||
          r.left < -EPS ||
          r.right > window.innerWidth + EPS ||
          r.top < frame.top - EPS ||
          r.bottom > frame.bottom + EPS
        ) {
          header.push(`${label(item)} lies outside its bar (${Math.round(r.left)}–${Math.round(r.right)} px)`)
        }
      }
      for (let i = 0; i < visible.length; i++) {
        for (let j = i + 1; j < visible.length; j++) {
          const a = visible[i] as Element
          const b = visible[j] as Element
          if (a.contains(b) || b.contains(a)) continue
          if (overlap(a.getBoundingClientRect(), b.getBoundingClientRect())) {
            header.push(`${label(a)} overlaps ${label(b)}`)
          }
        }
      }
    }
    for (const el of site?.querySelectorAll('a, button') ?? []) {
      if (shown(el) && lines(el) > 1) wrapped.push(label(el))
    }

    const overlaps: string[] = []
    const lists = new Map<string, Element[]>()
    for (const row of document.querySelectorAll('[data-testid$="-row"]')) {
      if (!shown(row)) continue
      const kind = row.getAttribute('data-testid') ?? ''
      const seen = lists.get(kind) ?? []
      if (seen.length < rows) seen.push(row)
      lists.set(kind, seen)
    }
    for (const [kind, found] of lists) {
      found.forEach((row, index) => {
        const cells = [...row.querySelectorAll(':scope > *')]
          .map((cell) => ({ cell, box: textBox(cell, row) }))
          .filter((c): c is { cell: Element; box: Box } => c.box !== null)
        for (let i = 0; i < cells.length; i++) {
          for (let j = i + 1; j < cells.length; j++) {
            const a = cells[i] as { cell: Element; box: Box }
            const b = cells[j] as { cell: Element; box: Box }
            if (overlap(a.box, b.box))
              overlaps.push(`${kind} ${index + 1}: ${label(a.cell)} overprints ${label(b.cell)}`)
          }
        }
      })
    }

    const untranslated: string[] = []
    if (checkHan) {
      const shell = [site, document.querySelector('[data-testid="site-footer"]')]
      for (const part of shell) {
        if (!part) continue
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          // The locale picker names each locale in its own script (简体中文, 繁體中文) on purpose.
          if (!parent || parent.closest('select')) continue
          if (/\p{Script=Han}/u.test(node.textContent ?? '') && shown(parent)) {
            untranslated.push(`${name(parent)} "${(node.textContent ?? '').trim().slice(0, 40)}"`)
          }
        }
        for (const el of part.querySelectorAll('[aria-label], [title], [placeholder]')) {
          for (const attr of ['aria-label', 'title', 'placeholder']) {
            const value = el.getAttribute(attr)
            if (value && /\p{Script=Han}/u.test(value)) untranslated.push(`${name(el)} [${attr}="${value}"]`)
          }
        }
      }
    }
    return { overflow, header, wrapped, overlaps, untranslated }
  }, options)
}
