import { between, type Random } from './choices'

export type Repeater = { stop(): Promise<void> }

/**
 * Runs `work` again and again with a random pause of `pauseMs` between the end of one run and the start
 * of the next (so runs never overlap); the first run comes after `firstAfterMs` when given. stop() cancels
 * the next run and waits for the current one. A run that fails is `onError`'s to report; the repetition
 * goes on.
 */
export function repeat(
  pauseMs: readonly [number, number],
  random: Random,
  work: () => Promise<void>,
  onError: (error: unknown) => void,
  firstAfterMs?: number,
): Repeater {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const schedule = (delay = between(pauseMs, random)) => {
    timer = setTimeout(() => {
      running = work()
        .catch(onError)
        .finally(() => {
          if (!stopped) schedule()
        })
    }, delay)
  }
  schedule(firstAfterMs)
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
