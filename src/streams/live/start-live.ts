import { catchError, concatMap, EMPTY, groupBy, mergeMap, Subscription } from 'rxjs'
import { abortable, warnUnlessNetwork } from '../core/abortable'
import type { StreamsDeps } from '../core/runtime'
import { catchUpChat } from './live-loads'
import { startLiveWriter } from './live-writer'

/**
 * The live-rooms part of the app's streams: its writer, and the history fetch after a chat gap (one at a
 * time per room, in order: a line already stored by an earlier fetch is simply not written again).
 */
export function startLiveStreams(deps: StreamsDeps): Subscription {
  const all = new Subscription()
  all.add(startLiveWriter(deps.bus, deps.db))
  all.add(
    deps.bus
      .on('chat/gap')
      .pipe(
        groupBy((gap) => gap.roomId),
        mergeMap((gaps$) =>
          gaps$.pipe(
            concatMap((gap) =>
              abortable((signal) => catchUpChat(deps, gap.roomId, signal, gap.afterSeq)).pipe(
                catchError((error: unknown) => {
                  warnUnlessNetwork(`chat gap of room ${gap.roomId}`, error)
                  return EMPTY
                }),
              ),
            ),
          ),
        ),
      )
      .subscribe(),
  )
  return all
}
