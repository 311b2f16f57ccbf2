import { useEffect } from 'react'

const SITE = 'Scorecast'
let defaultDescription: string | null = null

/**
 * The page's `<title>` ("<title> - Scorecast") and meta description while it is shown; the site's own
 * when it goes. Undefined `title` (still loading) leaves the current one.
 */
export function usePageTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (title === undefined) return
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    defaultDescription ??= meta?.content ?? ''
    document.title = title ? `${title} - ${SITE}` : SITE
    if (meta) meta.content = description ?? defaultDescription
    return () => {
      document.title = SITE
      if (meta) meta.content = defaultDescription ?? ''
    }
  }, [title, description])
}
