import { type BehaviorSubject, Subscription } from 'rxjs'
import type { EventBus } from './bus'
import type { ConnectionModel } from './connection'
import { startFollowerLink } from './follower-link'
import { startLeaderHub } from './leader-hub'
import { type RoomSource, RoomUnion } from './rooms'
import { type ChatLine, type SocketCommands, waitingChat, wireSocketCommands } from './socket-commands'
import { broadcastTabChannel, CONNECTION_LOCK, TAB_LOCK_PREFIX, type TabChannel, type TabLocks } from './tab-messages'
import { documentVisibility, type TabVisibility } from './visibility'

// Why a leader tab and not a SharedWorker holding the socket: the tab that leads runs exactly today's
// single-tab code (socket, catch-up, poll fallback, writers in its own bus), so one tab costs nothing extra
// and the worker's second bundle, its own Dexie and a split bus are not needed — a dedicated-Worker applier
// was measured slower on 2 cores (bench/README.md). Web Locks hand the lead to the next tab when the leader's
// document goes (closed, crashed, navigated away) without heartbeats, which background tabs' throttled
// timers would make unreliable, and SharedWorker is missing on Android Chrome.

/** How a tab finds the others: the Web Locks API, a channel between tabs of one origin, this tab's id. */
export type TabSharing = {
  locks: TabLocks
  channel: TabChannel
  tabId: string
  /** Where pagehide/pageshow arrive (the window). */
  page?: EventTarget
  /** Whether the tab is in front (the leader in front hands the connection to a tab behind); unset: always. */
  visibility?: TabVisibility
}

/** The tab's own connection (socket, connection model, catch-up, poll), keeping `rooms` joined. */
export type StartConnection = (rooms: RoomSource) => { subscription: Subscription; commands: SocketCommands }

export type ShareConnectionOptions = {
  bus: EventBus
  rooms: RoomSource
  connection: BehaviorSubject<ConnectionModel>
  start: StartConnection
  /** null: this tab connects by itself (no Web Locks or BroadcastChannel, or tests). */
  sharing: TabSharing | null
}

/** The browser's tab sharing, or null where Web Locks or BroadcastChannel are missing (every tab then connects). */
export function browserTabSharing(): TabSharing | null {
  const locks = globalThis.navigator?.locks as TabLocks | undefined
  if (!locks || typeof BroadcastChannel !== 'function') return null
  const tabId = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  return { locks, channel: broadcastTabChannel(), tabId, page: globalThis.window, visibility: documentVisibility() }
}

/**
 * One connection for all the tabs of a browser. The tab holding the connection lock leads: it runs the
 * connection (`start`) for the rooms of every tab, writes what it pushes into the shared IndexedDB, and
 * serves the others (leader-hub.ts). The other tabs follow (follower-link.ts): they render from the same
 * IndexedDB — Dexie's live queries see other tabs' commits through its own BroadcastChannel — and borrow the
 * leader's socket for their rooms and chat. The lock is held for the tab's life; when the leader goes, the
 * next waiting tab gets it and starts its own connection. A leader in front of tabs behind it asks one of
 * them to take the lock out of turn (leader-hub.ts), and follows. Without sharing, the tab simply connects.
 */
export function shareConnection({ bus, rooms, connection, start, sharing }: ShareConnectionOptions): Subscription {
  if (!sharing) {
    const alone = start(rooms)
    alone.subscription.add(wireSocketCommands(bus, alone.commands))
    return alone.subscription
  }
  const { locks, channel, tabId, page, visibility } = sharing
  const all = new Subscription()
  const released = new AbortController()
  const held = new Promise<void>((resolve) => released.signal.addEventListener('abort', () => resolve()))
  all.add(() => released.abort())

  // Chat lines typed while the tab does not know its role yet (a few milliseconds at start) go out once it does.
  const early: { line: ChatLine; waiting: ReturnType<typeof waitingChat> }[] = []
  const undecided: SocketCommands = {
    sendChat: (line, answer) => {
      early.push({ line, waiting: waitingChat(answer) })
    },
    reauthenticate: () => {},
    recheckAuth: () => {},
    connectNow: () => {},
  }
  let role: Subscription | null = null
  let leading = false
  let commands = undecided
  const decided = (next: SocketCommands) => {
    commands = next
    for (const { line, waiting } of early.splice(0)) waiting.send((reply) => next.sendChat(line, reply))
  }
  all.add(
    wireSocketCommands(bus, {
      sendChat: (line, answer) => commands.sendChat(line, answer),
      reauthenticate: () => commands.reauthenticate(),
      recheckAuth: () => commands.recheckAuth(),
      connectNow: () => commands.connectNow(),
    }),
  )
  all.add(() => {
    role?.unsubscribe()
    commands = undecided
  })

  const follow = () => {
    if (all.closed) return
    role?.unsubscribe()
    leading = false
    const link = startFollowerLink({ tabId, channel, bus, rooms, connection, page, visibility, onHandover: takeLead })
    role = link.subscription
    decided(link.commands)
  }
  const lead = () => {
    if (all.closed) return
    role?.unsubscribe()
    leading = true
    const union = new RoomUnion(rooms)
    const own = start(union)
    own.subscription.add(
      startLeaderHub({ tabId, channel, locks, bus, connection, commands: own.commands, rooms: union, visibility }),
    )
    role = own.subscription
    decided(own.commands)
  }
  /** The lock's holder: leads until the tab goes (or the lock is taken from it). */
  const holdLead = async (lock: unknown) => {
    if (lock === null) return false
    lead()
    await held
    return true
  }

  // A follower's place in the lock's queue, given up when it takes the lock out of turn.
  let queued: AbortController | null = null
  const queue = () => {
    const turn = new AbortController()
    queued = turn
    locks
      .request(CONNECTION_LOCK, { signal: AbortSignal.any([released.signal, turn.signal]) }, holdLead)
      .catch(lostLead(turn.signal))
  }
  /**
   * A lock request that failed. Aborted by this tab (it closed, or left the queue to take the lock) it is
   * nothing; a lock this tab held and lost was taken by a tab behind it that this one handed over to: this
   * one follows and queues again.
   */
  const lostLead = (ownAbort?: AbortSignal) => (error: unknown) => {
    if (released.signal.aborted || ownAbort?.aborted) return
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.warn('tab election failed', error)
      return
    }
    if (!leading) return
    follow()
    queue()
  }
  const takeLead = () => {
    if (leading || all.closed) return
    queued?.abort()
    queued = null
    locks.request(CONNECTION_LOCK, { steal: true }, holdLead).catch(lostLead())
  }

  // This tab's own lock first: the leader takes its grant as this tab's end, so it must be held before the
  // tab says anything. Then the connection lock: at once if free, otherwise follow and queue for it.
  locks
    .request(`${TAB_LOCK_PREFIX}${tabId}`, { signal: released.signal }, () => {
      locks.request(CONNECTION_LOCK, { ifAvailable: true }, holdLead).then((led: boolean) => {
        if (led || all.closed || leading) return
        follow()
        queue()
      }, lostLead())
      return held
    })
    .catch(lostLead())
  return all
}
