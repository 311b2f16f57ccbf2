/**
 * Runs `pass` now and again `intervalMs` after each pass ends (never two at once) until stopped. A pass that
 * throws is handed to `onError` and the next one runs as planned. `stop` waits for a pass under way.
 */
export function repeatEvery(
  intervalMs: number,
  pass: () => Promise<void>,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const loop = () => {
    running = pass()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs)
      })
  }
  loop()
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
