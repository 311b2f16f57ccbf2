/** Whether the tab is in front, and when that changes (the document's visibility, or a fake in tests). */
export type TabVisibility = {
  shown(): boolean
  onChange(listener: () => void): () => void
}

/** The document's visibility, or undefined outside a page. */
export function documentVisibility(): TabVisibility | undefined {
  const doc = globalThis.document
  if (!doc) return undefined
  return {
    shown: () => doc.visibilityState === 'visible',
    onChange: (listener) => {
      doc.addEventListener('visibilitychange', listener)
      return () => doc.removeEventListener('visibilitychange', listener)
    },
  }
}
