import { Activity, type ReactNode, useLayoutEffect, useSyncExternalStore } from 'react'

// A heavy user keeps many tabs of the portal open; the browser paints only the one in front, but every tab's
// live queries would still re-read IndexedDB and re-render on each commit the leading tab writes. A tab that
// has been in the background for a moment keeps its page as it was (React state and DOM) and lets go of the
// page's subscriptions (their effects); when it is shown again they subscribe afresh and read the cache as
// it is then. Only the page under the header is held (the shell and the router stay mounted: the router
// would treat a remount as a first load). A tab that plays sound or video (a live room heard in the
// background) is left alone, and so is a tab just opened behind the current one until its page has loaded.

/** How long a tab stays in the background before its page goes idle (a quick switch away and back costs nothing). */
export const IDLE_AFTER_MS = 2_000

function playingMedia(): boolean {
  for (const media of document.querySelectorAll<HTMLMediaElement>('video, audio')) if (!media.paused) return true
  return false
}

/** The tab is in the background and plays nothing. */
export function isInBackground(): boolean {
  return document.visibilityState === 'hidden' && !playingMedia()
}

let idle = false
let timer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function setIdle(next: boolean): void {
  if (idle === next) return
  // Hidden content leaves the layout: the body keeps the page's height while it is away, so the window
  // keeps its scroll position (released by RenderWhileShown once the page is back).
  if (next) document.body.style.minBlockSize = `${document.documentElement.scrollHeight}px`
  idle = next
  for (const listener of listeners) listener()
}

function onVisibilityChange(): void {
  clearTimeout(timer)
  if (isInBackground()) timer = setTimeout(() => setIdle(isInBackground()), IDLE_AFTER_MS)
  else setIdle(false)
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    document.addEventListener('visibilitychange', onVisibilityChange)
    onVisibilityChange()
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    document.removeEventListener('visibilitychange', onVisibilityChange)
    clearTimeout(timer)
  }
}

const isIdle = () => idle

/** Renders `children` while the tab is shown (or plays media); keeps them, idle, while it is in the background. */
export function RenderWhileShown({ children }: { children: ReactNode }) {
  const hidden = useSyncExternalStore(subscribe, isIdle, () => false)
  useLayoutEffect(() => {
    if (!hidden) document.body.style.removeProperty('min-block-size')
  }, [hidden])
  return <Activity mode={hidden ? 'hidden' : 'visible'}>{children}</Activity>
}
