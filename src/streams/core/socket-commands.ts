import { Subscription } from 'rxjs'
import type { EventBus } from './bus'

/** A chat line to send, and the server's answer (or the refusal standing in for one). */
export type ChatLine = { roomId: number; text: string; clientId: string }
export type ChatOutcome = { ok: true; seq: number } | { ok: false; error: string }

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
