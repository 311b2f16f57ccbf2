import type { Observable, Subscription } from 'rxjs'
import { nextTask } from '../../api/next-task'

/** Longest a buffered event waits for its frame (hidden tabs get no animation frames at all). */
export const MAX_BATCH_WAIT_MS = 50

// One writer's flush per task: the writers' ticks come due in the same animation frame, and a first load's
// batches (the matches, news, videos, plans, standings…) started together were one task of 50–80 ms, four times
// that on a phone's CPU. The first one due runs at once; the others follow, each in a task of its own.
const dueFlushes: (() => void)[] = []
let slotTaken = false

function runInOwnTask(flush: () => void): void {
  if (slotTaken) {
    dueFlushes.push(flush)
    return
  }
  slotTaken = true
  nextTask(() => {
    slotTaken = false
    const next = dueFlushes.shift()
    if (next) runInOwnTask(next)
  })
  flush()
}

/**
 * Runs `flush` at the next animation frame or after 50 ms, whichever comes first (in a hidden tab, which has
 * no frames and slow timers: at the next task), and never in the same task as another writer's; returns a
 * canceller.
 */
export function nextFrameOr50ms(flush: () => void): () => void {
  if (globalThis.document?.visibilityState === 'hidden' && typeof MessageChannel === 'function') return nextTask(flush)
  let fired = false
  let cancelled = false
  let frame: number | null = null
  const timeout = setTimeout(() => fire(), MAX_BATCH_WAIT_MS)
  const stopTimers = () => {
    clearTimeout(timeout)
    if (frame !== null) cancelAnimationFrame(frame)
  }
  const cancel = () => {
    cancelled = true
    stopTimers()
  }
  const fire = () => {
    if (fired || cancelled) return
    fired = true
    stopTimers()
    runInOwnTask(() => {
      if (!cancelled) flush()
    })
  }
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(fire)
  return cancel
}

/** A running writer's count of events received and of events written (committed, or dropped by a failed batch). */
type WriterProgress = { received: number; written: number; waiters: { target: number; resolve: () => void }[] }
const writers = new Set<WriterProgress>()

/**
 * Resolves once every writer has written what the bus had handed it when this was called (events arriving
 * later are not waited for, so a busy live feed cannot hold it back). A load awaits it before it says
 * 'loaded', so a screen never reads "no data" from a cache whose rows are still on their way to it.
 */
export function writesSettled(): Promise<void> {
  const pending = [...writers].filter((w) => w.written < w.received)
  return Promise.all(
    pending.map((w) => new Promise<void>((resolve) => w.waiters.push({ target: w.received, resolve }))),
  ).then(() => undefined)
}

function advance(progress: WriterProgress, written: number): void {
  progress.written = written
  const due = progress.waiters.filter((waiter) => waiter.target <= written)
  progress.waiters = progress.waiters.filter((waiter) => waiter.target > written)
  for (const waiter of due) waiter.resolve()
}

/** How much one batch may carry: the events' summed weight (always at least one event). */
export type BatchLimit<E> = { weigh: (event: E) => number; max: number }

/**
 * Buffers `events$` and hands each buffer to `write` (one transaction) at the next `schedule` tick; with
 * `limit`, a batch carries events up to that weight and the rest waits for the next tick (a first load's
 * hundreds of rows are then written over several frames, not in one long task).
 * Batches never overlap — the next waits for the previous commit — which keeps them in order. A failed
 * batch is logged under `name` and dropped: what it carried comes back through the next fetch or catch-up.
 */
export function startBatchedWriter<E>(
  name: string,
  events$: Observable<E>,
  write: (batch: E[]) => Promise<void>,
  schedule: (flush: () => void) => () => void,
  limit?: BatchLimit<E>,
): Subscription {
  let buffer: E[] = []
  let cancelScheduled: (() => void) | null = null
  let writing = false
  const progress: WriterProgress = { received: 0, written: 0, waiters: [] }
  writers.add(progress)

  const flush = async () => {
    cancelScheduled = null
    if (writing || buffer.length === 0) return
    const batch = limit ? takeUpTo(buffer, limit) : buffer
    buffer = limit ? buffer.slice(batch.length) : []
    writing = true
    try {
      await write(batch)
    } catch (error) {
      console.error(`${name}: batch failed`, error)
    } finally {
      advance(progress, progress.written + batch.length)
      writing = false
      if (buffer.length > 0 && !subscription.closed) cancelScheduled = schedule(flush)
    }
  }

  const subscription = events$.subscribe((event) => {
    progress.received++
    buffer.push(event)
    if (!cancelScheduled && !writing) cancelScheduled = schedule(flush)
  })
  subscription.add(() => {
    cancelScheduled?.()
    // Stopped: nothing more will be written; nobody waits on it.
    writers.delete(progress)
    advance(progress, Number.POSITIVE_INFINITY)
  })
  return subscription
}

/** The buffer's first events up to `limit.max` of summed weight, and at least the first. */
function takeUpTo<E>(buffer: readonly E[], limit: BatchLimit<E>): E[] {
  let weight = 0
  let count = 0
  for (const event of buffer) {
    weight += limit.weigh(event)
    if (count > 0 && weight > limit.max) break
    count++
  }
  return buffer.slice(0, count)
}
