import { errors, type Page } from '@playwright/test'

// The Node side of paint-probe.ts: starts and ends the measured window and reads what the probe saw.

type ProbeWindow = {
  __scorecastBench: { arrivals: Map<string, number> }
  __scorecastProbe: {
    measuring: boolean
    windowStart: number
    windowEnd: number
    deltas: number[]
    unmatched: number
    offscreen: number
    arrived: number
    received: number
    longTasks: { start: number; duration: number }[]
    calmFrames: number
  }
}

export type ProbeReport = {
  arrived: number
  /** Arrivals on this tab's own socket (0 in a tab that borrows the leader's). */
  received: number
  deltas: number[]
  unmatched: number
  offscreen: number
  longTasks: { start: number; duration: number }[]
}

/** Socket arrivals the client has recorded since the page loaded. */
export function recordedArrivals(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as ProbeWindow).__scorecastBench.arrivals.size)
}

/**
 * Waits until the page has caught up with what it loaded: `frames` painted frames in a row whose visible score
 * changes all arrived under 250 ms before (paint-probe.ts). On a slow machine the first load's writes and the
 * events of the warm-up can keep the page seconds behind for a while; a window begun then measures that backlog
 * draining, not the steady state. Returns the milliseconds waited, or null when `limitMs` passed first.
 */
export async function catchUp(page: Page, frames: number, limitMs: number): Promise<number | null> {
  const started = Date.now()
  try {
    await page.waitForFunction(
      (count) => (window as unknown as ProbeWindow).__scorecastProbe.calmFrames >= count,
      frames,
      { timeout: limitMs, polling: 250 },
    )
    return Date.now() - started
  } catch (error) {
    if (error instanceof errors.TimeoutError) return null
    throw error
  }
}

export function startWindow(page: Page): Promise<void> {
  return page.evaluate(() => {
    const probe = (window as unknown as ProbeWindow).__scorecastProbe
    probe.windowStart = performance.now()
    probe.measuring = true
  })
}

/** Ends the window; only arrivals and long tasks that began inside it count. */
export function endWindow(page: Page): Promise<ProbeReport> {
  return page.evaluate(() => {
    const w = window as unknown as ProbeWindow
    const probe = w.__scorecastProbe
    probe.windowEnd = performance.now()
    probe.measuring = false
    const { arrived, received } = probe
    const longTasks = probe.longTasks.filter((t) => t.start >= probe.windowStart && t.start < probe.windowEnd)
    return {
      arrived,
      received,
      deltas: probe.deltas,
      unmatched: probe.unmatched,
      offscreen: probe.offscreen,
      longTasks,
    }
  })
}
