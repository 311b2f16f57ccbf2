/**
 * Applies the app's stylesheet, which index.html only preloads so that its skeleton (whose rules are inline)
 * paints without waiting for it (scripts/boot-pages.ts), and resolves once the sheet has loaded — or failed to:
 * the app renders either way. Without such a preload (the dev server, where Vite injects the styles from
 * script) it resolves at once. Called once, as the entry starts; the first render waits for it.
 */
export function applyAppStylesheet(doc: Document = document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>('link[rel="preload"][data-app-stylesheet]')
  if (!preload) return Promise.resolve()
  const sheet = doc.createElement('link')
  sheet.rel = 'stylesheet'
  const cors = preload.getAttribute('crossorigin')
  if (cors !== null) sheet.setAttribute('crossorigin', cors)
  sheet.href = preload.href
  const settled = new Promise<void>((resolve) => {
    sheet.addEventListener('load', () => resolve(), { once: true })
    sheet.addEventListener('error', () => resolve(), { once: true })
  })
  preload.after(sheet)
  return settled
}
