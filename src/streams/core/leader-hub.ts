import { type Observable, Subscription } from 'rxjs'
import type { EventBus } from './bus'
import type { ConnectionModel } from './connection'
import type { RoomUnion } from './rooms'
import type { SocketCommands } from './socket-commands'
import { SHARED_EVENT_TYPES, TAB_LOCK_PREFIX, type TabChannel, type TabLocks } from './tab-messages'
import type { TabVisibility } from './visibility'

/**
 * How long the leader's tab stays in front before it hands the connection to a tab behind: a glance at the
 * tab costs no reconnect.
 */
export const HANDOVER_AFTER_MS = 1_000

export type LeaderHubOptions = {
  tabId: string
  channel: TabChannel
  locks: TabLocks
  bus: EventBus
  /** The leader's connection model, which every tab's banner shows. */
  connection: Observable<ConnectionModel>
  /** The leader's own socket. */
  commands: SocketCommands
  /** The socket's rooms: the leader's own and the followers' (set and dropped here). */
  rooms: RoomUnion
  /** Whether the leader's tab is in front; unset: it never hands the connection over. */
  visibility?: TabVisibility
}

/**
 * The leader tab's side of the tab channel: joins the rooms every follower wants and leaves them when the
 * follower goes (its 'bye' at pagehide, or — for a tab that crashed or was frozen — the grant of the lock it
 * held for its life); runs the followers' commands and chat lines on its socket and answers each line; tells
 * every tab the connection's state and the pushed events that are not stored in IndexedDB (gift effects,
 * settled plans). Everything else a follower shows, it reads from the IndexedDB this tab's writers fill.
 *
 * The leader writes every pushed event into IndexedDB on its main thread, a fifth of a core at 500 events/s,
 * which the tab in front should spend on painting: a leader in front of tabs behind it (bench/README.md: 40–50 %
 * busy against 23 % for a follower in front) asks one of them to take the connection, once it has stayed in
 * front for HANDOVER_AFTER_MS. Writing in a background tab runs on another renderer process, so another core.
 */
export function startLeaderHub({
  tabId,
  channel,
  locks,
  bus,
  connection,
  commands,
  rooms,
  visibility,
}: LeaderHubOptions): Subscription {
  const all = new Subscription()
  const watched = new Map<string, AbortController>()
  let model: ConnectionModel | null = null

  // The followers in the background, and the handover to one of them while this tab is in front.
  const behind = new Set<string>()
  let handover: ReturnType<typeof setTimeout> | undefined
  const considerHandover = () => {
    clearTimeout(handover)
    handover = undefined
    if (!visibility?.shown() || behind.size === 0) return
    handover = setTimeout(() => {
      const to = behind.values().next().value
      if (to !== undefined && visibility.shown()) channel.post({ type: 'leader/handover', to })
    }, HANDOVER_AFTER_MS)
  }
  const setBehind = (tab: string, isBehind: boolean) => {
    if (behind.has(tab) === isBehind) return
    if (isBehind) behind.add(tab)
    else behind.delete(tab)
    considerHandover()
  }
  if (visibility) all.add(visibility.onChange(considerHandover))
  all.add(() => clearTimeout(handover))

  const drop = (tab: string) => {
    rooms.dropTab(tab)
    setBehind(tab, false)
    watched.get(tab)?.abort()
    watched.delete(tab)
  }
  // A follower holds its tab lock from before its first message until its document is gone.
  const watch = (tab: string) => {
    if (watched.has(tab)) return
    const stop = new AbortController()
    watched.set(tab, stop)
    locks
      .request(`${TAB_LOCK_PREFIX}${tab}`, { signal: stop.signal }, () => {
        if (!stop.signal.aborted) drop(tab)
      })
      .catch(() => {}) // aborted: the tab said bye, or this hub stopped
  }

  all.add(
    channel.listen((message) => {
      switch (message.type) {
        case 'tab/interests':
          rooms.setTab(message.tab, message.rooms)
          watch(message.tab)
          setBehind(message.tab, message.behind)
          // A tab that just opened shows the connection as it is, not 'connecting'.
          if (model) channel.post({ type: 'leader/connection', model })
          return
        case 'tab/bye':
          return drop(message.tab)
        case 'tab/command':
          return commands[message.command]()
        case 'tab/chat': {
          const { tab, id, line } = message
          commands.sendChat(line, (outcome) => channel.post({ type: 'leader/chat-outcome', to: tab, id, outcome }))
          return
        }
      }
    }),
  )
  all.add(
    connection.subscribe((next) => {
      model = next
      channel.post({ type: 'leader/connection', model: next })
    }),
  )
  all.add(bus.on(...SHARED_EVENT_TYPES).subscribe((event) => channel.post({ type: 'leader/event', event })))
  all.add(() => {
    for (const stop of watched.values()) stop.abort()
    watched.clear()
  })
  // Followers of an earlier leader tell this one what they want.
  channel.post({ type: 'leader/hello', leader: tabId })
  return all
}
