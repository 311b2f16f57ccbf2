import {
  defer,
  distinctUntilChanged,
  EMPTY,
  ignoreElements,
  map,
  merge,
  type Observable,
  type SchedulerLike,
  Subject,
  scan,
  shareReplay,
  startWith,
  switchMap,
  tap,
  timer,
} from 'rxjs'
import type { BusEvent, SocketSignal } from './bus'

export type ConnectionState = 'connecting' | 'connected' | 'disconnected' | 'reconnecting'

export type ConnectionModel = {
  state: ConnectionState
  online: boolean
  lastSyncAt: number | null
  /** The REST poll is the source of events (the socket is down for a while or cannot connect). */
  usingPolling: boolean
}

export type ConnectionInput =
  | SocketSignal
  | { type: 'network'; online: boolean }
  | { type: 'sync/caught-up'; at: number }
  | { type: 'fallback/due' }
  /** The last sync time stored by an earlier visit, read once at start. */
  | { type: 'sync/restored'; at: number }

/** How long the socket may be down before polling takes over. */
export const FALLBACK_AFTER_MS = 5000

export function initialConnection(online: boolean, lastSyncAt: number | null = null): ConnectionModel {
  return { state: 'connecting', online, lastSyncAt, usingPolling: false }
}

/** The state machine, pure: connecting → connected → disconnected | reconnecting → connected … */
export function reduceConnection(model: ConnectionModel, input: ConnectionInput): ConnectionModel {
  switch (input.type) {
    case 'socket/connecting':
      return { ...model, state: model.state === 'connected' ? 'connected' : 'connecting' }
    case 'socket/connected':
      return { ...model, state: 'connected', usingPolling: false }
    case 'socket/retrying':
      return model.state === 'connected' ? model : { ...model, state: 'reconnecting' }
    case 'socket/lost':
      return { ...model, state: input.willRetry ? 'reconnecting' : 'disconnected' }
    case 'socket/failed':
      // A socket that cannot connect at all (blocked, server gone) hands over to polling at once.
      return { ...model, state: input.willRetry ? 'reconnecting' : 'disconnected', usingPolling: true }
    case 'network':
      return { ...model, online: input.online }
    case 'sync/caught-up':
      return { ...model, lastSyncAt: input.at }
    case 'sync/restored':
      return { ...model, lastSyncAt: model.lastSyncAt ?? input.at }
    case 'fallback/due':
      return model.state === 'connected' ? model : { ...model, usingPolling: true }
  }
}

const INPUT_TYPES: ReadonlySet<string> = new Set([
  'socket/connecting',
  'socket/connected',
  'socket/retrying',
  'socket/lost',
  'socket/failed',
  'network',
  'sync/caught-up',
])

export function isConnectionInput(event: BusEvent): event is Extract<BusEvent, ConnectionInput> {
  return INPUT_TYPES.has(event.type)
}

function sameModel(a: ConnectionModel, b: ConnectionModel): boolean {
  return (
    a.state === b.state && a.online === b.online && a.lastSyncAt === b.lastSyncAt && a.usingPolling === b.usingPolling
  )
}

/**
 * The connection model over time. While the socket is not connected and polling has not taken over, a
 * timer of FALLBACK_AFTER_MS feeds 'fallback/due' back into the reducer.
 */
export function connectionModel$(
  inputs$: Observable<ConnectionInput>,
  initial: ConnectionModel,
  options: { fallbackAfterMs?: number; scheduler?: SchedulerLike } = {},
): Observable<ConnectionModel> {
  const fallbackAfterMs = options.fallbackAfterMs ?? FALLBACK_AFTER_MS
  return defer(() => {
    const feedback = new Subject<ConnectionInput>()
    const model$ = merge(inputs$, feedback).pipe(
      scan(reduceConnection, initial),
      startWith(initial),
      distinctUntilChanged(sameModel),
      shareReplay({ bufferSize: 1, refCount: true }),
    )
    const fallbackTimer$ = model$.pipe(
      map((m) => m.state !== 'connected' && !m.usingPolling),
      distinctUntilChanged(),
      switchMap((waiting) => (waiting ? timer(fallbackAfterMs, options.scheduler) : EMPTY)),
      tap(() => feedback.next({ type: 'fallback/due' })),
      ignoreElements(),
    )
    return merge(model$, fallbackTimer$)
  })
}
