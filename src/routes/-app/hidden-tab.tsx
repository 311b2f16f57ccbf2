import { Activity, type ReactNode, useLayoutEffect, useSyncExternalStore } from 'react'

// A heavy user keeps many tabs of the portal open; the browser paints only the one in front, but every tab's
// live queries would still re-read IndexedDB and re-render on each commit the leading tab writes. A hidden
// tab keeps its page as it was (React state and DOM) and lets go of the page's subscriptions (their effects);
// when it is shown again they subscribe afresh and read the cache as it is then. Only the page under the
// header is held (the shell and the router stay mounted: the router would treat a remount as a first load). The leading tab's socket and writers
// live outside React and go on. A tab that is playing sound or video (a live room heard in the background)
// is left alone.

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

function playingMedia(): boolean {
  for (const media of document.querySelectorAll<HTMLMediaElement>('video, audio')) if (!media.paused) return true
  return false
}

/** The tab is in the background and plays nothing: its page need not follow the cache. */
export function isIdleInBackground(): boolean {
  return document.visibilityState === 'hidden' && !playingMedia()
}

/** Renders `children` while the tab is shown (or plays media); keeps them, idle, while it is in the background. */
export function RenderWhileShown({ children }: { children: ReactNode }) {
  const idle = useSyncExternalStore(subscribe, isIdleInBackground, () => false)
  // Hidden content leaves the layout: the page would shrink and lose its scroll position. The body keeps the
  // page's height while it is away.
  useLayoutEffect(() => {
    if (idle) return
    document.body.style.removeProperty('min-block-size')
    const holdHeight = () => {
      if (isIdleInBackground()) document.body.style.minBlockSize = `${document.documentElement.scrollHeight}px`
    }
    document.addEventListener('visibilitychange', holdHeight)
    return () => document.removeEventListener('visibilitychange', holdHeight)
  }, [idle])
  return <Activity mode={idle ? 'hidden' : 'visible'}>{children}</Activity>
}
