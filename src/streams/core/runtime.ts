import { BehaviorSubject } from 'rxjs'
import { ApiClient, type ApiNotice } from '../../api/client'
import { showToast } from '../../app-state/toasts'
import { db } from '../../db/instance'
import { EventBus } from './bus'
import { type ConnectionModel, initialConnection } from './connection'
import { isOnline } from './network'
import { RoomRegistry } from './rooms'
import { viewerId } from './viewer-id'

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
}

/** The api client's notices: an expired session onto the bus, a refusal §8 shows as a toast. */
export function noticesToBus(bus: EventBus): (notice: ApiNotice) => void {
  return (notice) => {
    if (notice.type === 'sessionExpired') bus.emit({ type: 'session/expired' })
    else showToast(notice.message, 'error')
  }
}

// Held until startStreams() has its writers listening (it loads apart from the entry, see main.tsx).
const bus = new EventBus({ held: true })

export const app: StreamsDeps = {
  bus,
  api: new ApiClient({ notify: noticesToBus(bus), getDevice: viewerId }),
  db,
  rooms: new RoomRegistry(),
  connection: new BehaviorSubject(initialConnection(isOnline())),
}
