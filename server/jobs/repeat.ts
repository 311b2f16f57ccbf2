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

/**
 * Lets the event loop turn before a background job's next step. Embedded PGlite answers a query in the
 * server's own thread and resolves it as a microtask, so a loop of awaited queries never gives sockets and
 * timers a turn: the news writer's 200 articles held the loop for a second, and every chat line and score
 * push waited behind it (bench/README.md, chat fan-out). On PostgreSQL this costs a turn and nothing else.
 */
export function letOthersIn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
