import { useEffect, useSyncExternalStore } from 'react'

// The document's <title> and meta description, one mechanism for every route: the root sets each route's
// default (route-heads.ts: the section, the game), and a page that knows better (a match, a team, an
// article) sets its own while it is shown with usePageTitle. Pages override the route default, the newest
// page wins, and when a page goes its route's default comes back rather than a bare site name.

const SITE = 'Scorecast'

export type Head = { title: string; description?: string | undefined }

let routeHead: Head = { title: '' }
const pageHeads: Head[] = []
let siteDescription: string | null = null

/** "LPL · 比分直播 – Scorecast"; the site's name alone for an empty title. */
export function documentTitle(title: string): string {
  return title ? `${title} – ${SITE}` : SITE
}

/** Who wants to hear when the page's title changes (the page's fallback heading). */
const listeners = new Set<() => void>()

function apply(): void {
  for (const listener of listeners) listener()
  const head = pageHeads.at(-1) ?? routeHead
  const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
  siteDescription ??= meta?.content ?? ''
  document.title = documentTitle(head.title)
  if (meta) meta.content = head.description || routeHead.description || siteDescription
}

/**
 * The page's `<title>` ("<title> – Scorecast") and meta description while it is shown. Undefined `title`
 * (still loading) leaves the route's default.
 */
export function usePageTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (title === undefined) return
    const head = { title, description }
    pageHeads.push(head)
    apply()
    return () => {
      pageHeads.splice(pageHeads.indexOf(head), 1)
      apply()
    }
  }, [title, description])
}

/** The root's part: the current route's default head (route-heads.ts), in the active locale. */
export function useRouteHead(title: string, description: string | undefined): void {
  useEffect(() => {
    routeHead = { title, description }
    apply()
  }, [title, description])
}

/** The title the page has now (its own, else its route's): what the page's fallback <h1> says. */
export function useHeadTitle(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => (pageHeads.at(-1) ?? routeHead).title,
  )
}
