// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { clockRuns, useRunningClock } from './running-clock'

// The match clock runs between events (the review saw a live football clock stay at 19:17 while a 20' event
// was listed): from the last event's clock, a second a second, while the page is live and the phase runs; a
// new event sets it again; it stops after five minutes without news.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

let root: Root
let container: HTMLElement
const shown: number[] = []

function Clock({ clock, running }: { clock: number; running: boolean }) {
  shown.push(useRunningClock(clock, running))
  return null
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 29, 12) })
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  container = document.createElement('div')
  root = createRoot(container)
  shown.length = 0
})

afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
})

test('runs from the last event, is set again by the next one, and waits for news after five minutes', () => {
  act(() => root.render(<Clock clock={19 * 60 + 17} running />))
  act(() => vi.advanceTimersByTime(43_000))
  expect(shown.at(-1)).toBe(20 * 60)
  act(() => root.render(<Clock clock={20 * 60 + 5} running />))
  expect(shown.at(-1)).toBe(20 * 60 + 5)
  act(() => vi.advanceTimersByTime(10 * 60_000))
  expect(shown.at(-1)).toBe(25 * 60 + 5)
})

test('stands still when the page is not live or the phase does not run', () => {
  act(() => root.render(<Clock clock={45 * 60} running={false} />))
  act(() => vi.advanceTimersByTime(60_000))
  expect(shown.at(-1)).toBe(45 * 60)
  expect(clockRuns({ status: 'live', phase: 'halfTime' })).toBe(false)
  expect(clockRuns({ status: 'live', phase: 'secondHalf' })).toBe(true)
  expect(clockRuns({ status: 'closed', phase: 'ended' })).toBe(false)
  // A late provider's clock does not run on: the page says 数据延迟 instead.
  expect(clockRuns({ status: 'live', phase: 'secondHalf', delayedSince: 1_795_000_000_000 })).toBe(false)
  expect(clockRuns({ status: 'live', phase: 'secondHalf', delayedSince: null })).toBe(true)
})
