// Delivery delays of the fan-out benches, counted in fixed bins so that millions of deliveries cost no memory
// per delivery (worker threads fill one each; the main thread adds them up).

/** Histogram bins of 0.1 ms up to 20 s; anything later lands in the last bin. */
export const BIN_MS = 0.1
export const BINS = 200_000

/** Counts one delay in `histogram`. */
export function record(histogram: Uint32Array, delayMs: number): void {
  const bin = Math.min(BINS - 1, Math.max(0, Math.floor(delayMs / BIN_MS)))
  histogram[bin] = (histogram[bin] ?? 0) + 1
}

/** Adds `from` into `into`. */
export function addInto(into: Uint32Array, from: Uint32Array): void {
  for (let bin = 0; bin < BINS; bin++) into[bin] = (into[bin] ?? 0) + (from[bin] ?? 0)
}

/** The p-th percentile (nearest rank, the bin's middle) of `total` counted delays; NaN when none. */
export function percentileOf(histogram: Uint32Array, total: number, p: number): number {
  const rank = Math.ceil((p / 100) * total)
  let seen = 0
  for (let bin = 0; bin < BINS; bin++) {
    seen += histogram[bin] ?? 0
    if (seen >= rank && rank > 0) return (bin + 0.5) * BIN_MS
  }
  return Number.NaN
}
