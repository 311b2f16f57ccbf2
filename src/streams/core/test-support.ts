import { vi } from 'vitest'

// Test-only helpers for the streams suites; never imported by app code.

/** Waits (vi.waitFor, polling every 10 ms) until `check` gives something truthy, or fails after `timeoutMs`. */
export function until<T>(check: () => T | Promise<T>, timeoutMs = 5000, what = 'condition'): Promise<NonNullable<T>> {
  return vi.waitFor(
    async () => {
      const value = await check()
      if (!value) throw new Error(`timed out waiting for ${what}`)
      return value as NonNullable<T>
    },
    { timeout: timeoutMs, interval: 10 },
  )
}
