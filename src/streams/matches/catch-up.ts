import { catchError, EMPTY, retry, type Subscription, switchMap, timer } from 'rxjs'
import type { ApiClient } from '../../api/client'
import { abortable, warnUnlessNetwork } from '../core/abortable'
import type { EventBus } from '../core/bus'
import { drainEvents } from './drain-events'

/**
 * After every (re)connect of the socket (and whenever the socket asks for it), fetch the events missed
 * since the stored cursor until hasMore is false, then announce 'sync/caught-up'. Pushes that overlap are
 * harmless: the writer dedupes by seq. Without any cursor there is nothing to catch up with.
 */
export function startCatchUp(
  bus: EventBus,
  api: ApiClient,
  startCursor: () => Promise<number | undefined>,
): Subscription {
  const catchUp = async (signal: AbortSignal) => {
    const after = await startCursor()
    if (after === undefined) return bus.emit({ type: 'sync/caught-up', at: Date.now(), cursor: null })
    const cursor = await drainEvents(
      api,
      after,
      (events) => {
        for (const event of events) bus.emit({ type: 'match/event', event, origin: 'catchup', global: true })
      },
      signal,
    )
    bus.emit({ type: 'sync/caught-up', at: Date.now(), cursor })
  }
  return bus
    .on('socket/connected', 'sync/requested')
    .pipe(
      switchMap(() =>
        abortable(catchUp).pipe(
          // ky already retried the request; a few slower attempts more, then wait for the next reconnect.
          retry({ count: 3, delay: (_error, attempt) => timer(1000 * 2 ** attempt) }),
          catchError((error: unknown) => {
            warnUnlessNetwork('catch-up', error)
            return EMPTY
          }),
        ),
      ),
    )
    .subscribe()
}
