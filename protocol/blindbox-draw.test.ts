import { randomInt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { BLIND_BOX_LIMITS } from './blindbox'
import {
  chiSquarePValue,
  chiSquareTest,
  drawPrize,
  guaranteeLeft,
  nextSinceTop,
  type OddsEntry,
  oddsProblem,
} from './blindbox-draw'

// The draw with the server's RNG (crypto.randomInt) over 100,000 draws: each prize's share within five
// standard errors of its published odds, and the chi-square test of all of them not rejecting the odds. A
// correct draw fails the chi-square bound with probability 1e-4 and a prize's bound with about 6e-7.

const LUCKY: OddsEntry[] = [
  { oddsBp: 4500, top: false },
  { oddsBp: 2500, top: false },
  { oddsBp: 1000, top: false },
  { oddsBp: 1500, top: false },
  { oddsBp: 400, top: true },
  { oddsBp: 100, top: true },
]
const CHAMPION: OddsEntry[] = [
  { oddsBp: 4000, top: false },
  { oddsBp: 2500, top: false },
  { oddsBp: 1000, top: false },
  { oddsBp: 1500, top: false },
  { oddsBp: 600, top: true },
  { oddsBp: 400, top: true },
]
const DRAWS = 100_000
const shares = (prizes: OddsEntry[]) => prizes.map((p) => p.oddsBp / BLIND_BOX_LIMITS.oddsTotal)

function expectWithinBounds(counts: number[], prizes: OddsEntry[]) {
  const n = counts.reduce((sum, c) => sum + c, 0)
  shares(prizes).forEach((share, i) => {
    const observed = (counts[i] ?? 0) / n
    const standardError = Math.sqrt((share * (1 - share)) / n)
    expect(Math.abs(observed - share), `prize ${i}: ${observed} against ${share}`).toBeLessThan(5 * standardError)
  })
  const test = chiSquareTest(counts, shares(prizes))
  expect(test.df).toBe(prizes.length - 1)
  expect(test.pValue).toBeGreaterThan(1e-4)
}

describe('the blind-box draw', () => {
  it('keeps blind-box odds within statistical bounds over 100,000 draws with the crypto RNG', () => {
    const counts = LUCKY.map(() => 0)
    for (let i = 0; i < DRAWS; i += 1) {
      const { index, guaranteed } = drawPrize(LUCKY, 0, null, randomInt)
      expect(guaranteed).toBe(false)
      counts[index] = (counts[index] ?? 0) + 1
    }
    expectWithinBounds(counts, LUCKY)
  })

  it('guarantees a top prize on the Nth draw without one, and keeps the natural draws at the published odds', () => {
    const after = 10
    const natural = CHAMPION.map(() => 0)
    const guaranteedTop = CHAMPION.map(() => 0)
    let sinceTop = 0
    let longestWithoutTop = 0
    let guaranteedDraws = 0
    for (let i = 0; i < DRAWS; i += 1) {
      const { index, guaranteed } = drawPrize(CHAMPION, sinceTop, after, randomInt)
      const top = CHAMPION[index]?.top ?? false
      if (guaranteed) {
        expect(sinceTop).toBe(after - 1)
        expect(top).toBe(true)
        guaranteedDraws += 1
        guaranteedTop[index] = (guaranteedTop[index] ?? 0) + 1
      } else natural[index] = (natural[index] ?? 0) + 1
      sinceTop = nextSinceTop(sinceTop, top)
      longestWithoutTop = Math.max(longestWithoutTop, sinceTop)
    }
    expect(longestWithoutTop).toBe(after - 1)
    // P(no top prize in 9 draws) = 0.9^9 ≈ 0.387: about one draw in 26 is the guarantee.
    expect(guaranteedDraws).toBeGreaterThan(0)
    expectWithinBounds(natural, CHAMPION)
    // The guarantee picks among the top tier by their relative odds (600 : 400).
    const topShare = (guaranteedTop[4] ?? 0) / guaranteedDraws
    expect(Math.abs(topShare - 0.6)).toBeLessThan(5 * Math.sqrt((0.6 * 0.4) / guaranteedDraws))
  })

  it('draws the prize whose cumulative range holds the random value, and the guarantee only among the top tier', () => {
    const fixed = (value: number) => () => value
    expect(drawPrize(LUCKY, 0, null, fixed(0)).index).toBe(0)
    expect(drawPrize(LUCKY, 0, null, fixed(4499)).index).toBe(0)
    expect(drawPrize(LUCKY, 0, null, fixed(4500)).index).toBe(1)
    expect(drawPrize(LUCKY, 0, null, fixed(9899)).index).toBe(4)
    expect(drawPrize(LUCKY, 0, null, fixed(9999)).index).toBe(5)
    // Not yet the 10th draw: the odds as published (0 lands on the first, non-top prize).
    expect(drawPrize(CHAMPION, 8, 10, fixed(0))).toEqual({ index: 0, guaranteed: false })
    // The 10th draw without a top prize: the RNG is asked for [0, 1000) over the two top prizes.
    const asked: number[] = []
    const first = drawPrize(CHAMPION, 9, 10, (max) => {
      asked.push(max)
      return 0
    })
    expect(first).toEqual({ index: 4, guaranteed: true })
    expect(asked).toEqual([1000])
    expect(drawPrize(CHAMPION, 9, 10, fixed(600))).toEqual({ index: 5, guaranteed: true })
    expect(() => drawPrize(LUCKY, 0, null, fixed(10_000))).toThrow(RangeError)
  })

  it('counts draws until the guarantee and refuses odds that cannot be published', () => {
    expect(guaranteeLeft(0, 10)).toBe(10)
    expect(guaranteeLeft(9, 10)).toBe(1)
    expect(guaranteeLeft(3, null)).toBeNull()
    expect(nextSinceTop(4, false)).toBe(5)
    expect(nextSinceTop(4, true)).toBe(0)
    expect(oddsProblem(LUCKY, null)).toBeNull()
    expect(oddsProblem([{ oddsBp: 5000, top: false }], null)).toMatch(/5000/)
    expect(oddsProblem([{ oddsBp: 10_000, top: false }], 10)).toMatch(/top-tier/)
    expect(oddsProblem([{ oddsBp: 10_000.5, top: true }], null)).toMatch(/integers/)
    expect(() => drawPrize([], 0, null, randomInt)).toThrow(RangeError)
  })
})

describe('the chi-square test', () => {
  it('gives the p-values of the published tables', () => {
    expect(chiSquarePValue(3.841459, 1)).toBeCloseTo(0.05, 5)
    expect(chiSquarePValue(11.0705, 5)).toBeCloseTo(0.05, 4)
    expect(chiSquarePValue(20.515, 5)).toBeCloseTo(0.001, 5)
    expect(chiSquarePValue(29.588, 10)).toBeCloseTo(0.001, 5)
    expect(chiSquarePValue(0, 5)).toBe(1)
    expect(chiSquarePValue(1.61, 5)).toBeCloseTo(0.9, 3)
  })

  it('rejects a draw that does not follow the odds', () => {
    // A rigged source that never gives the rarest prize and inflates the commonest one.
    const counts = LUCKY.map(() => 0)
    for (let i = 0; i < DRAWS; i += 1) {
      const { index } = drawPrize(LUCKY, 0, null, (max) => randomInt(max - 100))
      counts[index] = (counts[index] ?? 0) + 1
    }
    expect(counts[5]).toBe(0)
    expect(chiSquareTest(counts, shares(LUCKY)).pValue).toBeLessThan(1e-6)
  })

  it('has no statistic without observations', () => {
    expect(chiSquareTest([0, 0], [0.5, 0.5])).toMatchObject({ statistic: null, pValue: null, df: 1 })
  })
})
