// The run's clock. scripts/e2e-at.mjs sets E2E_CLOCK_OFFSET_MS to run the suite at another time of day: the
// portals run under libfaketime with that offset, the pages on Playwright's clock (e2e/fixtures.ts), and the
// stories reckon days with runNow(). The test runner itself and Chromium stay on the real clock (Chromium's
// network stack stalls under libfaketime, and a cookie jar filled on a moved clock expires in a real one).

/** Milliseconds between the run's clock and the real one (0 unless scripts/e2e-at.mjs set it). */
export const CLOCK_OFFSET_MS = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0)

/** Now on the run's clock: the portal's and the pages'. */
export const runNow = (): number => Date.now() + CLOCK_OFFSET_MS

const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'

/** What a portal process needs in its environment to run on the run's clock (nothing on the real one). */
export function serverClockEnv(): Record<string, string> {
  if (CLOCK_OFFSET_MS === 0) return {}
  const seconds = Math.round(CLOCK_OFFSET_MS / 1000)
  return {
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME: `${seconds >= 0 ? '+' : ''}${seconds}`,
    // Timers keep the real monotonic clock: only the time of day moves.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
  }
}
