import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'

/**
 * How far beyond the viewport a box counts as near: about a home section's height, so a wheel's scrolling meets
 * it drawn, while a tall first screen (Lighthouse's phone shows 1280 × 2557 CSS pixels of this desktop site)
 * does not draw the whole page.
 */
const MARGIN = '400px 0px'

/**
 * Whether `box` has come within MARGIN of the viewport (or `already` is true); once true it stays true, and
 * the observer stops. Where there is no IntersectionObserver, true at once.
 */
export function useNearViewport(box: RefObject<Element | null>, already = false): boolean {
  const [near, setNear] = useState(already)
  // Told it is near (a section moved to the first screen): no wait for the observer.
  if (already && !near) setNear(true)
  useEffect(() => {
    const element = box.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [box, near])
  return near
}

type Props = {
  children: ReactNode
  /** Rendered at once, as on the first screen: no wait for the observer's first answer. */
  eager?: boolean
  /**
   * The box's least height, about the children's: what stands in until they render, and what they keep
   * while they load or have little to show, so nothing below moves as they come and fill.
   */
  minHeight: number
}

/**
 * Renders its children once its box comes near the viewport, and keeps them rendered from then
 * on (moving or scrolling away unmounts nothing, so a section's own scroll position and data stay). Until
 * then an empty box of about their height stands in: a page's first load renders, reads the cache for and
 * lays out only what is on or near its first screen. What is not yet near is not found by the browser's
 * find-in-page; the home's sections, which it serves, scroll their rows in boxes of their own, whose rows out
 * of view are not in the page either.
 */
export function NearViewport({ children, eager = false, minHeight }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box, eager)
  return (
    <div ref={box} style={{ minBlockSize: minHeight }} aria-busy={near ? undefined : true}>
      {near ? children : null}
    </div>
  )
}
