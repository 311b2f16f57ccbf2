import { Observable } from 'rxjs'
import type { ApiClient } from '../../api/client'
import { warnUnlessNetwork } from '../core/abortable'
import type { EventBus } from '../core/bus'
import { drainEvents } from './drain-events'

export const POLL_INTERVAL_MS = 2000

export type PollOptions = {
  api: ApiClient
  bus: EventBus
  /** Where to start: the stored cursor (or the server's newest when none is stored). */
  startCursor: () => Promise<number | undefined>
  intervalMs?: number
  /** The match whose detail a screen shows (its 'match:<id>' room is wanted), if any. */
  detailOf?: () => string | undefined
  /** Called once the loop has ended after an unsubscribe (nothing is requested after it). */
  onStopped?: () => void
}

/**
 * The REST fallback: while subscribed, every 2 s fetches the events after its cursor (all pages) and
 * emits them. Unsubscribing stops it at once, aborting a request in flight.
 */
export function pollEvents({
  api,
  bus,
  startCursor,
  intervalMs = POLL_INTERVAL_MS,
  detailOf,
  onStopped,
}: PollOptions): Observable<never> {
  return new Observable<never>(() => {
    const abort = new AbortController()
    const { signal } = abort
    const run = async () => {
      let cursor = await startCursor()
      while (!signal.aborted) {
        try {
          cursor ??= await startCursor()
          const from = cursor ?? 0
          cursor = await drainEvents(
            api,
            from,
            (events) => {
              for (const event of events) bus.emit({ type: 'match/event', event, origin: 'poll', global: true })
            },
            signal,
            detailOf?.(),
          )
          if (!signal.aborted) bus.emit({ type: 'sync/caught-up', at: Date.now(), cursor })
        } catch (error) {
          if (!signal.aborted) warnUnlessNetwork('poll', error)
        }
        await sleep(intervalMs, signal)
      }
      onStopped?.()
    }
    void run()
    return () => abort.abort()
  })
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timeout = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timeout)
        resolve()
      },
      { once: true },
    )
  })
}
