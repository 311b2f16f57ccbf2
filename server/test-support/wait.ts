import { vi } from 'vitest'

/** Re-reads `read` (vi.waitFor, every 50 ms) until `ok` holds for its value, which it returns; fails after `timeoutMs`. */
export function until<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read()
      if (!ok(value)) throw new Error(`still waiting after ${timeoutMs} ms; last value: ${JSON.stringify(value)}`)
      return value
    },
    { timeout: timeoutMs, interval: 50 },
  )
}
