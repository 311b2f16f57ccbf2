import { describe, expect, it } from 'vitest'
import { monthBounds, monthGrid } from './calendar'
import { daysOf } from './schedule'

describe('calendar helpers', () => {
  it('bounds months, leap Februaries and Decembers included', () => {
    expect(monthBounds('2026-11')).toEqual({ first: '2026-11-01', last: '2026-11-30' })
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' })
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' })
  })

  it('lays a month out in Monday-first weeks', () => {
    // 2026-11-01 is a Sunday: six empty cells lead, and the 30 days end on a Monday.
    const grid = monthGrid('2026-11')
    expect(grid).toHaveLength(6)
    expect(grid[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(grid[1]?.[0]).toBe('2026-11-02')
    expect(grid[5]).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(grid.flat().filter((d) => d !== null)).toHaveLength(30)
  })

  it('lists the days of a range, both ends included', () => {
    expect(daysOf('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'])
    expect(daysOf('2026-12-02', '2026-11-29')).toEqual([])
  })
})
