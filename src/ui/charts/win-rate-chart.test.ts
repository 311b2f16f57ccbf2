import { describe, expect, it } from 'vitest'
import { minuteLabel, toAligned } from './win-rate-chart'

describe('the win-rate chart in match time', () => {
  it('counts minutes from the start, never before it, and labels them as fans write them', () => {
    const start = Date.UTC(2026, 10, 29, 12, 0)
    const [x, home, guest] = toAligned(
      [
        [start - 30_000, 55],
        [start + 90_000, 61.5],
        [start + 19 * 60_000 + 17_000, 70],
      ],
      start,
    )
    expect(x).toEqual([0, 1.5, 19 + 17 / 60])
    expect(home).toEqual([55, 61.5, 70])
    expect(guest).toEqual([45, 38.5, 30])
    expect((x as number[]).map(minuteLabel)).toEqual(["0'", "1'", "19'"])
    expect(minuteLabel(null)).toBe('–')
  })
})
