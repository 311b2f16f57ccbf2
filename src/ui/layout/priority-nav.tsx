import { Trans } from '@lingui/react/macro'
import { cloneElement, type ReactElement, useEffect, useId, useRef, useState } from 'react'
import { priorityFit } from './priority-fit'
import './priority-nav.css'

type Props = {
  /** The links in priority order; those that do not fit go, in order, under 更多. */
  items: readonly ReactElement<{ 'data-overflow'?: boolean }>[]
  className: string
  /** A nav of its own, or a div inside a nav that is already there. */
  as?: 'nav' | 'div'
  label?: string
  testId?: string
}

/**
 * A row of links that shows as many as fit and the rest under a 更多 disclosure ("priority+" navigation),
 * so a header holds in every locale however long its words. Every link stays in the row, those that do not
 * fit hidden (visibility: hidden keeps them out of the tab order and the accessibility tree) so they can
 * still be measured; their copies are what the menu shows.
 */
export function PriorityNav({ items, className, as: Root = 'nav', label, testId }: Props) {
  const row = useRef<HTMLDivElement>(null)
  const more = useRef<HTMLDivElement>(null)
  const [fit, setFit] = useState(items.length)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const count = items.length

  // Measured when the ResizeObserver first reports (after the browser's own layout of the frame, so reading
  // sizes forces none), not in a layout effect: there, reading them laid the whole first screen out inside
  // React's first commit, one long task (~45 ms on a desktop, ×4 on a phone). Until then every link shows;
  // the row clips what does not fit, and the few frames before 更多 takes them are in longer locales only.
  useEffect(() => {
    const nav = row.current?.parentElement
    if (!row.current || !nav || !more.current) return
    const rowEl = row.current
    const moreEl = more.current
    const measure = () => {
      const links = [...rowEl.children]
      const widths = links.map((link) => link.getBoundingClientRect().width)
      const gap = Number.parseFloat(getComputedStyle(rowEl).columnGap) || 0
      // Until React has rendered a changed list the row may hold more links than `count`.
      setFit(Math.min(count, priorityFit(widths, gap, nav.clientWidth, moreEl.getBoundingClientRect().width)))
    }
    // The space changes with the window; the words change with the locale (each link resizes).
    const observer = new ResizeObserver(measure)
    observer.observe(nav)
    observer.observe(moreEl)
    for (const link of rowEl.children) observer.observe(link)
    return () => observer.disconnect()
  }, [count])

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !more.current?.contains(event.target as Node)) {
        setOpen(false)
      }
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  const hidden = items.slice(fit)
  return (
    <Root className={`priority-nav ${className}`} aria-label={label} data-testid={testId}>
      <div className="priority-row" ref={row}>
        {items.map((item, index) => (index < fit ? item : cloneElement(item, { 'data-overflow': true })))}
      </div>
      <div className="priority-more" ref={more} data-needed={hidden.length > 0 || undefined}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          data-testid={testId ? `${testId}-more` : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <Trans>更多</Trans>
          <svg viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
            <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on a link closes the disclosure */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: links are activated by keyboard as clicks */}
        <div className="priority-menu" id={menuId} hidden={!open} onClick={() => setOpen(false)}>
          {hidden}
        </div>
      </div>
    </Root>
  )
}
