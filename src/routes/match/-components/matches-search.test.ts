import { describe, expect, it } from 'vitest'
import { addMonths, matchesSearch } from './matches-search'

describe('matches page search', () => {
  it('keeps valid values and drops the rest', () => {
    expect(matchesSearch({ tab: 'calendar', league: 'lol-league-lpl', month: '2026-11', day: '2026-11-22' })).toEqual({
      tab: 'calendar',
      league: 'lol-league-lpl',
      month: '2026-11',
      day: '2026-11-22',
    })
    expect(matchesSearch({ tab: 'nope', league: '', month: '2026-13', day: '22-11-2026' })).toEqual({
      tab: undefined,
      league: undefined,
      month: undefined,
      day: undefined,
    })
  })

  it('moves months across year ends', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
    expect(addMonths('2026-11', -13)).toBe('2025-10')
  })
})
