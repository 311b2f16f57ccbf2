import { BehaviorSubject } from 'rxjs'
import { ApiClient, type ApiNotice } from '../../api/client'
import { db } from '../../db/instance'
import { EventBus, type Toast } from './bus'
import { type ConnectionModel, initialConnection } from './connection'
import { isOnline } from './network'
import { RoomRegistry } from './rooms'

/**
 * The app's one set of stream objects. Everything in streams takes these as parameters (tests build their
 * own); only the React hooks, actions and startStreams() reach for these app-wide instances.
 */
export type StreamsDeps = {
  bus: EventBus
  api: ApiClient
  db: typeof db
  rooms: RoomRegistry
  connection: BehaviorSubject<ConnectionModel>
  toasts: BehaviorSubject<readonly Toast[]>
}

/** Turns the api client's notices into bus events (toasts get an id here). */
export function noticesToBus(bus: EventBus): (notice: ApiNotice) => void {
  let next = 0
  return (notice) => {
    if (notice.type === 'sessionExpired') return bus.emit({ type: 'session/expired' })
    next += 1
    bus.emit({
      type: 'toast/show',
      toast: { id: `api-${next}`, message: notice.message, kind: 'error', at: Date.now() },
    })
  }
}

const bus = new EventBus()

export const app: StreamsDeps = {
  bus,
  api: new ApiClient({ notify: noticesToBus(bus) }),
  db,
  rooms: new RoomRegistry(),
  connection: new BehaviorSubject(initialConnection(isOnline())),
  toasts: new BehaviorSubject<readonly Toast[]>([]),
}
