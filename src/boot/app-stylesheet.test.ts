// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { applyAppStylesheet } from './app-stylesheet'

const PRELOAD = '<link rel="preload" as="style" crossorigin href="/assets/style-abc.css" data-app-stylesheet>'

/**
 * index.html's head with the preload. The sheet the function puts after it is kept aside instead, so it does
 * not load by itself (happy-dom would fail it at once): its load or error event is the test's to send.
 */
function shell() {
  const doc = document.implementation.createHTMLDocument('shell')
  doc.head.innerHTML = PRELOAD
  const preload = doc.head.firstElementChild as HTMLLinkElement
  let sheet: HTMLLinkElement | null = null
  preload.after = (node) => {
    sheet = node as HTMLLinkElement
  }
  const send = (type: 'load' | 'error') => sheet?.dispatchEvent(new Event(type))
  return { doc, send, sheet: () => sheet }
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  await new Promise((resolve) => setTimeout(resolve, 0))
  return settled
}

describe("the app's stylesheet, which index.html only preloads", () => {
  it('is linked right after its preload, with the same address and credentials mode', () => {
    const { doc, sheet } = shell()
    void applyAppStylesheet(doc)
    expect(sheet()?.rel).toBe('stylesheet')
    expect(sheet()?.getAttribute('href')).toMatch(/\/assets\/style-abc\.css$/)
    expect(sheet()?.getAttribute('crossorigin')).toBe('')
  })

  it.each(['load', 'error'] as const)(
    'is waited for until it has fired %s (the app renders either way)',
    async (type) => {
      const { doc, send } = shell()
      const applied = applyAppStylesheet(doc)
      expect(await settledYet(applied)).toBe(false)
      send(type)
      expect(await settledYet(applied)).toBe(true)
    },
  )

  it('is nothing to wait for without a preload (the dev server injects the styles from script)', async () => {
    const doc = document.implementation.createHTMLDocument('dev')
    expect(await settledYet(applyAppStylesheet(doc))).toBe(true)
    expect(doc.head.querySelector('link[rel="stylesheet"]')).toBeNull()
  })
})
