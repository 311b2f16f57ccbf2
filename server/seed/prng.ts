/**
 * A small seeded PRNG (mulberry32) keyed by strings, so every generated row and every simulated match
 * depends only on its own key: adding a team never reshuffles the others.
 */
export type Rng = {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** True with probability p. */
  chance(p: number): boolean
  /** Poisson-distributed count with mean `mean` (Knuth; fine for the small means used here). */
  poisson(mean: number): number
  shuffle<T>(items: readonly T[]): T[]
}

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export function createRng(key: string): Rng {
  let state = hashString(key)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    poisson: (mean) => {
      const limit = Math.exp(-mean)
      let count = 0
      let product = next()
      while (product > limit) {
        count++
        product *= next()
      }
      return count
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const held = copy[i] as T
        copy[i] = copy[j] as T
        copy[j] = held
      }
      return copy
    },
  }
}
