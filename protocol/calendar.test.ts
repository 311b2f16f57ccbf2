import { describe, expect, it } from 'vitest'
import { addDays, beijingDay, dayRange } from './calendar'

describe('Beijing calendar', () => {
  it('puts 16:30 UTC into the next Beijing day', () => {
    expect(beijingDay(Date.parse('2026-11-21T16:30:00Z'))).toBe('2026-11-22')
    expect(beijingDay(Date.parse('2026-11-21T15:59:59Z'))).toBe('2026-11-21')
  })
  it('gives a day its 24 hours starting at Beijing midnight', () => {
    const { start, end } = dayRange('2026-11-22')
    expect(new Date(start).toISOString()).toBe('2026-11-21T16:00:00.000Z')
    expect(end - start).toBe(86_400_000)
  })
  it('moves across month ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})
