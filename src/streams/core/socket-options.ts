import type { Subscription } from 'rxjs'
import type { EventBus } from './bus'
import type { RoomSource } from './rooms'
import type { SocketCommands } from './socket-commands'

export type SocketSourceOptions = {
  bus: EventBus
  /** The rooms to keep joined: this tab's, or (in the leader tab) every tab's (room-union.ts). */
  rooms: RoomSource
  /** Server origin; the page's own origin when unset. */
  url?: string
}

/** This tab's own socket, with the commands that drive it (this tab's, and in the leader, other tabs'). */
export type OpenSocket = { subscription: Subscription; commands: SocketCommands }
