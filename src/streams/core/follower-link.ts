import { type Observer, Subscription } from 'rxjs'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import type { EventBus } from './bus'
import type { ConnectionModel } from './connection'
import type { RoomSource } from './rooms'
import type { ChatOutcome, SocketCommands } from './socket-commands'
import type { TabChannel } from './tab-messages'
import type { TabVisibility } from './visibility'

/** How long a follower waits for the leader's answer to a chat line: the socket's own wait and some slack. */
export const FOLLOWER_CHAT_TIMEOUT_MS = 12_000

export type FollowerLinkOptions = {
  tabId: string
  channel: TabChannel
  bus: EventBus
  /** This tab's screens' rooms, which the leader joins for it. */
  rooms: RoomSource
  /** This tab's connection model: a mirror of the leader's. */
  connection: Observer<ConnectionModel>
  /** Where pagehide/pageshow arrive (the window); none in tests. */
  page?: EventTarget
  /** Whether this tab is in front; unset: always taken as in front. */
  visibility?: TabVisibility
  /** The leader, in front, asks this tab (behind) to take the connection. */
  onHandover?: () => void
  chatTimeoutMs?: number
}

/**
 * A follower tab's socket, borrowed from the leader tab over the tab channel: this tab's rooms are sent on
 * every change (and again to a new leader); commands and chat lines are forwarded, a line's answer comes back
 * by id, and a line left unanswered (the leader closed meanwhile) is refused as if the socket had dropped; the
 * leader's connection state and its shared events are taken over as they come. Whether the tab is behind
 * (in the background) goes with its rooms: the leader in front hands the connection to a tab behind.
 */
export function startFollowerLink(options: FollowerLinkOptions): {
  subscription: Subscription
  commands: SocketCommands
} {
  const { tabId: tab, channel, bus, rooms, connection, page, visibility, onHandover } = options
  const chatTimeoutMs = options.chatTimeoutMs ?? FOLLOWER_CHAT_TIMEOUT_MS
  const pending = new Map<number, { answer: (outcome: ChatOutcome) => void; timer: ReturnType<typeof setTimeout> }>()
  let nextId = 1
  const settle = (id: number, outcome: ChatOutcome) => {
    const waiting = pending.get(id)
    if (!waiting) return
    pending.delete(id)
    clearTimeout(waiting.timer)
    waiting.answer(outcome)
  }
  const sendInterests = () =>
    channel.post({ type: 'tab/interests', tab, rooms: [...rooms.current], behind: !(visibility?.shown() ?? true) })

  const subscription = new Subscription()
  subscription.add(
    channel.listen((message) => {
      switch (message.type) {
        case 'leader/hello':
          return sendInterests()
        case 'leader/connection':
          return connection.next(message.model)
        case 'leader/chat-outcome':
          if (message.to === tab) settle(message.id, message.outcome)
          return
        case 'leader/event':
          return bus.emit(message.event)
        case 'leader/handover':
          if (message.to === tab) onHandover?.()
          return
      }
    }),
  )
  subscription.add(rooms.rooms$.subscribe(() => sendInterests()))
  if (visibility) subscription.add(visibility.onChange(sendInterests))
  if (page) {
    // Leaving (or entering the back/forward cache): the leader may leave this tab's rooms now.
    const bye = () => channel.post({ type: 'tab/bye', tab })
    const back = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) sendInterests()
    }
    page.addEventListener('pagehide', bye)
    page.addEventListener('pageshow', back)
    subscription.add(() => {
      page.removeEventListener('pagehide', bye)
      page.removeEventListener('pageshow', back)
    })
  }
  subscription.add(() => {
    for (const id of [...pending.keys()]) settle(id, { ok: false, error: LIVE_MESSAGES.chatNotConnected.id })
  })

  const command = (name: 'reauthenticate' | 'recheckAuth' | 'connectNow') => () =>
    channel.post({ type: 'tab/command', tab, command: name })
  const commands: SocketCommands = {
    reauthenticate: command('reauthenticate'),
    recheckAuth: command('recheckAuth'),
    connectNow: command('connectNow'),
    sendChat: (line, answer) => {
      if (subscription.closed) return answer({ ok: false, error: LIVE_MESSAGES.chatNotConnected.id })
      const id = nextId++
      // No answer in time: refused like a line whose socket acknowledgement timed out.
      const timer = setTimeout(() => settle(id, { ok: false, error: LIVE_MESSAGES.serverError.id }), chatTimeoutMs)
      pending.set(id, { answer, timer })
      channel.post({ type: 'tab/chat', tab, id, line })
    },
  }
  return { subscription, commands }
}
