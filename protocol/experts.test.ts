import { describe, expect, it } from 'vitest'
import { lineFits, type Prediction, playRuleOf, settlePrediction } from './experts'

const ended = (homeScore: number, guestScore: number, first?: [number, number]) => ({
  phase: 'ended' as const,
  homeScore,
  guestScore,
  periods: first ? [{ index: 1, home: first[0], guest: first[1] }] : [],
})
const plan = (p: Partial<Prediction>): Prediction => ({
  playLevel: 'full',
  playType: 'winDrawWin',
  line: null,
  pick: 'home',
  ...p,
})

describe('settlePrediction', () => {
  it('settles 1X2 on the full-time score, draws included', () => {
    expect(settlePrediction(plan({ pick: 'home' }), ended(2, 1))).toBe('hit')
    expect(settlePrediction(plan({ pick: 'draw' }), ended(1, 1))).toBe('hit')
    expect(settlePrediction(plan({ pick: 'guest' }), ended(1, 1))).toBe('miss')
  })

  it('settles a handicap on the home side and a total on its line', () => {
    const handicap = plan({ playType: 'handicap', line: -1.5, pick: 'home' })
    expect(settlePrediction(handicap, ended(3, 1))).toBe('hit')
    expect(settlePrediction(handicap, ended(2, 1))).toBe('miss')
    expect(settlePrediction({ ...handicap, pick: 'guest' }, ended(2, 1))).toBe('hit')
    const total = plan({ playType: 'overUnder', line: 2.5, pick: 'over' })
    expect(settlePrediction(total, ended(2, 1))).toBe('hit')
    expect(settlePrediction(total, ended(1, 1))).toBe('miss')
  })

  it('settles the first period on its own score, and voids it when it was not played', () => {
    const first = plan({ playLevel: 'first', pick: 'guest' })
    expect(settlePrediction(first, ended(3, 1, [0, 1]))).toBe('hit')
    expect(settlePrediction(first, ended(3, 1))).toBe('void')
  })

  it('voids cancelled and postponed matches, and a winner pick that ended level', () => {
    expect(settlePrediction(plan({}), { ...ended(0, 0), phase: 'cancelled' })).toBe('void')
    expect(settlePrediction(plan({}), { ...ended(0, 0), phase: 'postponed' })).toBe('void')
    expect(settlePrediction(plan({ playType: 'moneyline' }), ended(100, 100))).toBe('void')
  })
})

describe('play rules', () => {
  it('offers each game its own plays', () => {
    expect(playRuleOf(202, 'winDrawWin')).not.toBeNull()
    expect(playRuleOf(201, 'winDrawWin')).toBeNull()
    expect(playRuleOf(1, 'seriesWinner')?.picks).toEqual(['home', 'guest'])
    expect(playRuleOf(1, 'mapHandicap')?.levels).toEqual(['full'])
    expect(playRuleOf(999, 'moneyline')).toBeNull()
  })

  it('takes only half lines within range (no push is possible)', () => {
    expect(lineFits('handicap', -1.5)).toBe(true)
    expect(lineFits('handicap', 1)).toBe(false)
    expect(lineFits('handicap', 61.5)).toBe(false)
    expect(lineFits('total', 215.5)).toBe(true)
    expect(lineFits('total', -2.5)).toBe(false)
    expect(lineFits('none', null)).toBe(true)
    expect(lineFits('none', 0.5)).toBe(false)
  })
})
