import { BLIND_BOX_LIMITS } from './blindbox'

// The draw and its audit, pure: the server draws with crypto.randomInt, the tests with any integer source.

/** What the draw needs of a prize: its published odds (basis points) and whether it is top tier. */
export type OddsEntry = { oddsBp: number; top: boolean }

/** An integer source: uniform in [0, max). The server passes crypto.randomInt. */
export type RandomInt = (max: number) => number

/** Odds that cannot be published: not all positive integers, or not adding up to 100%. */
export function oddsProblem(prizes: readonly OddsEntry[], guaranteeAfter: number | null): string | null {
  if (prizes.length === 0) return 'no prizes'
  if (prizes.some((p) => !Number.isInteger(p.oddsBp) || p.oddsBp <= 0)) return 'odds must be positive integers'
  const total = prizes.reduce((sum, p) => sum + p.oddsBp, 0)
  if (total !== BLIND_BOX_LIMITS.oddsTotal) return `odds add up to ${total}, not ${BLIND_BOX_LIMITS.oddsTotal}`
  if (guaranteeAfter !== null && !prizes.some((p) => p.top)) return 'a guarantee needs a top-tier prize'
  return null
}

/** Picks by weight: r uniform in [0, total) lands in the prize whose cumulative range holds it. */
function pick(weights: readonly number[], r: number): number {
  let edge = 0
  for (let i = 0; i < weights.length; i += 1) {
    edge += weights[i] ?? 0
    if (r < edge) return i
  }
  throw new RangeError(`random value ${r} is outside the odds`)
}

/**
 * One draw. Normally a prize by its published odds; on the Nth draw without a top-tier prize (sinceTop draws
 * without one so far, guaranteeAfter N) a top-tier prize, chosen among those by their relative odds.
 * Returns the prize's index and whether the guarantee gave it.
 */
export function drawPrize(
  prizes: readonly OddsEntry[],
  sinceTop: number,
  guaranteeAfter: number | null,
  randomInt: RandomInt,
): { index: number; guaranteed: boolean } {
  const problem = oddsProblem(prizes, guaranteeAfter)
  if (problem) throw new RangeError(problem)
  const guaranteed = guaranteeAfter !== null && sinceTop + 1 >= guaranteeAfter
  if (!guaranteed)
    return {
      index: pick(
        prizes.map((p) => p.oddsBp),
        randomInt(BLIND_BOX_LIMITS.oddsTotal),
      ),
      guaranteed,
    }
  const weights = prizes.map((p) => (p.top ? p.oddsBp : 0))
  const total = weights.reduce((sum, w) => sum + w, 0)
  return { index: pick(weights, randomInt(total)), guaranteed }
}

/** The guarantee counter after a draw: back to 0 with a top-tier prize, else one more. */
export function nextSinceTop(sinceTop: number, top: boolean): number {
  return top ? 0 : sinceTop + 1
}

/** Draws until the guaranteed top prize, counting it (1: the next draw); null for a box without a guarantee. */
export function guaranteeLeft(sinceTop: number, guaranteeAfter: number | null): number | null {
  return guaranteeAfter === null ? null : Math.max(1, guaranteeAfter - sinceTop)
}

// ---- the chi-square goodness-of-fit test

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9; about 15 significant digits). */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ]
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let sum = c[0] ?? 0
  for (let i = 1; i < c.length; i += 1) sum += (c[i] ?? 0) / (z + i)
  const t = z + 7.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

/** Q(a, x) = Γ(a, x) / Γ(a), the regularized upper incomplete gamma function (series or continued fraction). */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a))
  if (x < a + 1) {
    let term = 1 / a
    let sum = term
    for (let n = 1; n < 1000; n += 1) {
      term *= x / (a + n)
      sum += term
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break
    }
    return Math.max(0, 1 - front * sum)
  }
  // Lentz's continued fraction for Γ(a, x).
  const tiny = 1e-300
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let h = d
  for (let i = 1; i < 1000; i += 1) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < tiny) d = tiny
    c = b + an / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    h *= delta
    if (Math.abs(delta - 1) < 1e-15) break
  }
  return Math.min(1, front * h)
}

/** P(X ≥ statistic) for X chi-square distributed with `df` degrees of freedom. */
export function chiSquarePValue(statistic: number, df: number): number {
  if (df <= 0) return 1
  return upperGamma(df / 2, statistic / 2)
}

/**
 * Pearson's chi-square test of observed counts against expected shares (which add up to 1): the statistic,
 * its degrees of freedom (categories − 1) and p-value. Null statistic and p-value when there are no
 * observations.
 */
export function chiSquareTest(
  observed: readonly number[],
  shares: readonly number[],
): { statistic: number | null; df: number; pValue: number | null; minExpected: number } {
  const n = observed.reduce((sum, o) => sum + o, 0)
  const df = Math.max(0, observed.length - 1)
  const expected = shares.map((share) => share * n)
  const minExpected = expected.length === 0 ? 0 : Math.min(...expected)
  if (n === 0) return { statistic: null, df, pValue: null, minExpected }
  const statistic = observed.reduce((sum, o, i) => {
    const e = expected[i] ?? 0
    return e > 0 ? sum + (o - e) ** 2 / e : sum
  }, 0)
  return { statistic, df, pValue: chiSquarePValue(statistic, df), minExpected }
}
