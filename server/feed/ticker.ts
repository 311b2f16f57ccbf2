/**
 * Paces a provider's loop. `wait` sleeps between ticks; `sync` wakes the loop and resolves once the loop
 * comes back to `wait` with nothing left to do, i.e. everything due by `now()` was stored and published.
 * Because the ingest pulls the next message only after storing the previous one, reaching `wait` again
 * means the ingest is done with the tick.
 */
export class Ticker {
  private wakeRequested = false
  private sleeper: (() => void) | null = null
  private idleWaiters: Array<() => void> = []
  private stopped = false

  async wait(ms: number): Promise<void> {
    if (this.stopped) return
    if (this.wakeRequested) {
      this.wakeRequested = false
      return
    }
    for (const resolve of this.idleWaiters.splice(0)) resolve()
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.sleeper = done
    })
    this.sleeper = null
    this.wakeRequested = false
  }

  sync(): Promise<void> {
    if (this.stopped) return Promise.resolve()
    const idle = new Promise<void>((resolve) => this.idleWaiters.push(resolve))
    this.wakeRequested = true
    this.sleeper?.()
    return idle
  }

  /** Ends the current wait early (or the next one, when the loop is busy): there is news to read. */
  wake(): void {
    if (this.stopped) return
    this.wakeRequested = true
    this.sleeper?.()
  }

  /** Ends every wait and releases every sync waiter. */
  stop(): void {
    this.stopped = true
    this.sleeper?.()
    for (const resolve of this.idleWaiters.splice(0)) resolve()
  }
}
