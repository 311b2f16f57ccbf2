import { describe, expect, it } from 'vitest'
import { secondsLeft } from './countdown'

describe('secondsLeft', () => {
  it('is 0 when no countdown runs', () => {
    expect(secondsLeft(null, 1_000)).toBe(0)
  })

  it('rounds up, so the button shows 60s right after the send and 1s in its last second', () => {
    expect(secondsLeft(61_000, 1_000)).toBe(60)
    expect(secondsLeft(61_000, 1_001)).toBe(60)
    expect(secondsLeft(61_000, 60_500)).toBe(1)
  })

  it('ends at 0 and never goes negative', () => {
    expect(secondsLeft(61_000, 61_000)).toBe(0)
    expect(secondsLeft(61_000, 90_000)).toBe(0)
  })
})
