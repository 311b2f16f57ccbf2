import {
  catchError,
  concat,
  EMPTY,
  exhaustMap,
  groupBy,
  ignoreElements,
  map,
  merge,
  mergeMap,
  type Subscription,
  timer,
} from 'rxjs'
import type { ApiClient } from '../../api/client'
import { abortable, warnUnlessNetwork } from '../core/abortable'
import type { EventBus } from '../core/bus'
import { fetchTimeline } from './timeline'

/** How long a match that could not be fetched is left alone before its next event asks again. */
const UNKNOWN_COOLDOWN_MS = 30_000

/**
 * Fills what the writer found missing, after its commit: a gap in a match's seqs is fetched from
 * GET /match/timeline (afterSeq) and goes back through the bus as a backfill; a match the cache does not
 * hold is fetched from GET /match/detail. One request per match at a time.
 */
export function startRepairs(bus: EventBus, api: ApiClient): Subscription {
  const gaps$ = bus.on('match/gap').pipe(
    groupBy((gap) => gap.matchId),
    mergeMap((forMatch) =>
      forMatch.pipe(
        exhaustMap(({ matchId, afterSeq }) =>
          abortable((signal) => fetchTimeline(api, matchId, afterSeq, signal)).pipe(
            map((events) => bus.emit({ type: 'timeline/loaded', matchId, afterSeq, events })),
            catchError((error: unknown) => {
              warnUnlessNetwork('timeline fetch', error)
              return EMPTY
            }),
          ),
        ),
      ),
    ),
  )
  const unknown$ = bus.on('match/unknown').pipe(
    groupBy((e) => e.matchId),
    mergeMap((forMatch) =>
      forMatch.pipe(
        exhaustMap(({ matchId }) =>
          concat(
            abortable((signal) => api.call('matchDetail', { matchId }, { signal })).pipe(
              map((match) => bus.emit({ type: 'match/upsert', match })),
              catchError((error: unknown) => {
                warnUnlessNetwork('match detail fetch', error)
                return EMPTY
              }),
            ),
            timer(UNKNOWN_COOLDOWN_MS).pipe(ignoreElements()),
          ),
        ),
      ),
    ),
  )
  return merge(gaps$, unknown$).subscribe()
}
