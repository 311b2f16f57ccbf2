// The account side's clock in a local run: the real time plus an offset that the development-only
// POST /java/dev/clock moves forward, so an end-to-end test can pass a waiting window (the 60 s code
// resend, a lockout) without waiting it out. Deployments use Date.now itself (no such route exists there).

export type DevClock = {
  now: () => number
  /** Moves the clock forward by `ms` (never back); returns the new time. */
  advance: (ms: number) => number
}

export function createDevClock(base: () => number = Date.now): DevClock {
  let offset = 0
  return {
    now: () => base() + offset,
    advance: (ms) => {
      offset += Math.max(0, ms)
      return base() + offset
    },
  }
}
