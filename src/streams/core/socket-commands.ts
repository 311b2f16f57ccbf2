import { Subscription } from 'rxjs'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import type { EventBus } from './bus'

/** A chat line to send, and the server's answer (or the refusal standing in for one). */
export type ChatLine = { roomId: number; text: string; clientId: string }
export type ChatOutcome = { ok: true; seq: number } | { ok: false; error: string }

/** How long a chat line waits for a connection that is on its way (as long as the server's answer may take). */
export const CHAT_CONNECT_WAIT_MS = 10_000

/**
 * A chat line's answer that may wait: `run` sends the line once a way to send it is there; not there within
 * CHAT_CONNECT_WAIT_MS, the line is refused as not connected. A line typed while the socket (re)connects, or
 * before the tab knows whether it leads, is sent once it can be, not refused at once.
 */
export function waitingChat(answer: (outcome: ChatOutcome) => void): {
  send: (run: (answer: (outcome: ChatOutcome) => void) => void) => void
} {
  let done = false
  const timer = setTimeout(() => {
    done = true
    answer({ ok: false, error: LIVE_MESSAGES.chatNotConnected.id })
  }, CHAT_CONNECT_WAIT_MS)
  return {
    send: (run) => {
      if (done) return
      done = true
      clearTimeout(timer)
      run(answer)
    },
  }
}

/**
 * What a tab asks of the socket, wherever it lives: this tab's own socket (socket.ts), or the leader tab's
 * through the tab channel (follower-link.ts). Room interests travel separately, as a RoomSource.
 */
export type SocketCommands = {
  /** Sends `line`; `answer` is called once, with the server's answer or a refusal (at once when not connected). */
  sendChat(line: ChatLine, answer: (outcome: ChatOutcome) => void): void
  /** Reconnect when the session changed since the handshake (it rides on the handshake's cookie). */
  reauthenticate(): void
  /** The server checks this connection's session again (an unlock changes the rooms it may chat in). */
  recheckAuth(): void
  /** Try to connect now rather than at the end of the backoff. */
  connectNow(): void
}

/** The tab's bus events that need the socket, turned into commands; a chat line's answer goes back on the bus. */
export function wireSocketCommands(bus: EventBus, commands: SocketCommands): Subscription {
  const all = new Subscription()
  all.add(
    bus.on('account/signed-in', 'account/signed-out', 'session/expired').subscribe(() => commands.reauthenticate()),
  )
  all.add(bus.on('live/unlocked').subscribe(() => commands.recheckAuth()))
  all.add(
    bus.on('chat/send').subscribe(({ roomId, text, clientId }) => {
      commands.sendChat({ roomId, text, clientId }, (outcome) => {
        if (outcome.ok) bus.emit({ type: 'chat/sent', clientId, seq: outcome.seq })
        else bus.emit({ type: 'chat/refused', clientId, error: outcome.error })
      })
    }),
  )
  // Back online or asked by the user.
  all.add(
    bus.on('network', 'action/reconnect').subscribe((event) => {
      if (event.type === 'network' && !event.online) return
      commands.connectNow()
    }),
  )
  return all
}
