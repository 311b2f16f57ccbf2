import { describe, expect, it } from 'vitest'
import { footballMinute } from './match-clock'

describe('footballMinute', () => {
  it('counts on from the period’s start, since the clock restarts each period', () => {
    expect(footballMinute(1, 0)).toBe("1'")
    expect(footballMinute(1, 41 * 60 + 5)).toBe("42'")
    expect(footballMinute(2, 90)).toBe("47'")
    expect(footballMinute(3, 0)).toBe("91'")
    expect(footballMinute(4, 14 * 60)).toBe("120'")
  })

  it('writes added time after the period’s end', () => {
    expect(footballMinute(1, 45 * 60)).toBe("45+1'")
    expect(footballMinute(2, 47 * 60 + 30)).toBe("90+3'")
  })

  it('puts the shoot-out at 120', () => {
    expect(footballMinute(5, 0)).toBe("120'")
  })
})
