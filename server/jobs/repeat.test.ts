import { describe, expect, it, vi } from 'vitest'
import { repeatEvery } from './repeat'

describe('repeatEvery', () => {
  it('runs a pass at once and again after each one, survives a failing pass, and stops', async () => {
    vi.useFakeTimers()
    try {
      let passes = 0
      const errors: unknown[] = []
      const job = repeatEvery(
        1000,
        async () => {
          passes++
          if (passes === 2) throw new Error('boom')
        },
        (error) => errors.push(error),
      )
      await vi.advanceTimersByTimeAsync(0)
      expect(passes).toBe(1)
      await vi.advanceTimersByTimeAsync(1000)
      expect(passes).toBe(2)
      expect(errors).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1000)
      expect(passes).toBe(3)
      await job.stop()
      await vi.advanceTimersByTimeAsync(5000)
      expect(passes).toBe(3)
    } finally {
      vi.useRealTimers()
    }
  })
})
