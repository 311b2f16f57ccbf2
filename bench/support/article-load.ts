import { chromium } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium'

// One cold load of an article page in a fresh Chromium (empty cache, no service worker): when its body is
// shown, FCP and LCP, and the bytes on the wire by kind (Resource Timing's transferSize, headers included).

// Runs in the page before its scripts.
const MARKS = `(() => {
  const marks = (window.__articleLoad = { lcp: 0, lcpElement: '' })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      marks.lcp = entry.startTime
      const element = entry.element
      marks.lcpElement = element ? element.tagName.toLowerCase() + (element.dataset.testid ? '[' + element.dataset.testid + ']' : '') : ''
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="article-body"]')) return
    observer.disconnect()
    // The frame that shows the body, then the task right after it is rendered.
    requestAnimationFrame(() => setTimeout(() => { marks.body = performance.now() }, 0))
  }).observe(document, { childList: true, subtree: true })
})()`

type Marks = { fcp?: number; body?: number; lcp: number; lcpElement: string }
export type Bytes = { html: number; js: number; css: number; api: number; other: number }
export type ArticleLoad = {
  fcpMs: number
  bodyMs: number
  lcpMs: number
  lcpElement: string
  bytes: Bytes
  /** Calls of /java the page made, by path, in order. */
  calls: string[]
  jsFiles: number
}

/** Loads `url` cold and waits for the network to go quiet (or 15 s) before reading LCP and the bytes. */
export async function articleLoad(url: string): Promise<ArticleLoad> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  try {
    const context = await browser.newContext({
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      viewport: { width: 1440, height: 900 },
      serviceWorkers: 'block',
    })
    await context.addInitScript({ content: MARKS })
    const page = await context.newPage()
    await page.goto(url)
    await page.waitForFunction(
      () => (window as unknown as { __articleLoad: Marks }).__articleLoad.body !== undefined,
      undefined,
      { timeout: 60_000 },
    )
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
    const { marks, entries } = await page.evaluate(() => ({
      marks: (window as unknown as { __articleLoad: Marks }).__articleLoad,
      entries: [
        ...performance
          .getEntriesByType('navigation')
          .map((e) => ({ path: '(document)', size: (e as PerformanceNavigationTiming).transferSize })),
        ...performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .map((e) => ({ path: new URL(e.name).pathname, size: e.transferSize })),
      ],
    }))
    const bytes: Bytes = { html: 0, js: 0, css: 0, api: 0, other: 0 }
    for (const { path, size } of entries) bytes[kindOf(path)] += size
    return {
      fcpMs: marks.fcp ?? Number.NaN,
      bodyMs: marks.body ?? Number.NaN,
      lcpMs: marks.lcp,
      lcpElement: marks.lcpElement,
      bytes,
      calls: entries.filter((e) => kindOf(e.path) === 'api').map((e) => e.path),
      jsFiles: entries.filter((e) => kindOf(e.path) === 'js').length,
    }
  } finally {
    await browser.close()
  }
}

function kindOf(path: string): keyof Bytes {
  if (path === '(document)') return 'html'
  if (path.endsWith('.js')) return 'js'
  if (path.endsWith('.css')) return 'css'
  if (path.startsWith('/java/')) return 'api'
  return 'other'
}
