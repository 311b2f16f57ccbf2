import { Subscription } from 'rxjs'
import { type SocketCommands, waitingChat, wireSocketCommands } from './socket-commands'
import type { OpenSocket, SocketSourceOptions } from './socket-options'

/** The socket.io source with this tab's bus driving it (the app's one socket when the tab connects alone). */
export function startSocketSource(options: SocketSourceOptions): Subscription {
  const { subscription, commands } = openSocket(options)
  subscription.add(wireSocketCommands(options.bus, commands))
  return subscription
}

/**
 * This tab's socket (socket-io-source.ts). socket.io's client and the pushes' schemas (~20 KB gzipped) load
 * apart from the entry, as the first paint renders from the cache and needs neither; the socket opens once
 * they are here, a few milliseconds after boot. Until then a chat line and the other commands wait for the
 * socket (a chat line for CHAT_CONNECT_WAIT_MS at most). A failed load
 * (a tab offline whose cache lacks the chunk) reports the socket failed, so the connection falls back to
 * polling, and the next 'connect now' (back online, or the user's retry) loads it again.
 */
export function openSocket(options: SocketSourceOptions): OpenSocket {
  const subscription = new Subscription()
  let opened: OpenSocket | null = null
  let loading = false
  const waiting: ((commands: SocketCommands) => void)[] = []
  const load = () => {
    if (opened || loading || subscription.closed) return
    loading = true
    import('./socket-io-source')
      .then(({ openSocketNow }) => {
        loading = false
        if (subscription.closed) return
        const socket = openSocketNow(options)
        opened = socket
        subscription.add(socket.subscription)
        for (const run of waiting.splice(0)) run(socket.commands)
      })
      .catch((error: unknown) => {
        loading = false
        console.warn('socket: its code did not load', error)
        if (!subscription.closed) options.bus.emit({ type: 'socket/failed', willRetry: false })
      })
  }
  const whenOpen = (run: (commands: SocketCommands) => void) => {
    if (opened) run(opened.commands)
    else waiting.push(run)
  }
  load()
  const commands: SocketCommands = {
    sendChat: (line, answer) => {
      if (opened) return opened.commands.sendChat(line, answer)
      const waiting = waitingChat(answer)
      whenOpen((socket) => waiting.send((reply) => socket.sendChat(line, reply)))
    },
    reauthenticate: () => whenOpen((socket) => socket.reauthenticate()),
    recheckAuth: () => whenOpen((socket) => socket.recheckAuth()),
    connectNow: () => {
      load()
      whenOpen((socket) => socket.connectNow())
    },
  }
  return { subscription, commands }
}
