import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server } from 'socket.io'
import { failure, success } from '../../../protocol/envelope'
import type { Match, MatchEvent } from '../../../protocol/match'
import type { ClientToServerEvents, ServerToClientEvents } from '../../../protocol/socket'
import { PROTOCOL_VERSION } from '../../../protocol/socket'

/**
 * A tiny stand-in of the server for the streams' integration tests (test-only): node:http answering the
 * /java calls the client makes, socket.io on the same port, and an in-memory feed whose `publish` both
 * logs the event (for GET /match/events) and pushes it to the 'matches' room.
 */
export async function startFeedServer(
  matches: Match[],
  /** Answers what is not under /java (a smoke test serves the built client from here). */
  other: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(404).end(),
) {
  const log: MatchEvent[] = []
  const seen: URL[] = []
  let blocked = false

  const reply = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const http = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (!url.pathname.startsWith('/java/')) return other(req, res)
    seen.push(url)
    const q = (name: string) => url.searchParams.get(name) ?? ''
    switch (url.pathname) {
      case '/java/system/config':
        return reply(res, success({ szUrl: '/', serverTime: Date.now(), protocolVersion: 1, eventCursor: log.length }))
      case '/java/game/getPCGameSource':
        return reply(res, success([{ text: '足球', state: 'soccer', gameId: 202 }]))
      case '/java/match/pcMatches':
        return reply(res, success({ list: matches, total: matches.length }))
      case '/java/match/events': {
        const after = Number(q('after'))
        const limit = Number(q('limit') || 500)
        const events = log.filter((e) => e.id > after).slice(0, limit)
        const cursor = events.at(-1)?.id ?? after
        return reply(res, success({ events, cursor, hasMore: log.some((e) => e.id > cursor) }))
      }
      case '/java/match/timeline':
        return reply(res, success(log.filter((e) => e.matchId === q('matchId') && e.seq > Number(q('afterSeq')))))
      default:
        return reply(res, failure(404, 'not found'))
    }
  })
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
    path: '/socket.io',
    // A blocked handshake is a socket that "cannot connect" (a proxy refusing websockets, a firewall).
    allowRequest: (_req, callback) => callback(blocked ? 'blocked' : null, !blocked),
  })
  io.on('connection', (socket) => {
    socket.emit('hello', { protocolVersion: PROTOCOL_VERSION, serverTime: Date.now() })
    socket.on('subscribe', ({ rooms }, ack) => {
      for (const room of rooms) socket.join(room)
      ack({ ok: true })
    })
    socket.on('unsubscribe', ({ rooms }, ack) => {
      for (const room of rooms) socket.leave(room)
      ack({ ok: true })
    })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo

  return {
    origin: `http://127.0.0.1:${port}`,
    io,
    log,
    seen,
    /** Appends an event (its id becomes the next global id) and pushes it to the 'matches' room. */
    publish(event: Omit<MatchEvent, 'id'>): MatchEvent {
      const stored = { ...event, id: log.length + 1 }
      log.push(stored)
      io.to('matches').emit('match:event', stored)
      return stored
    },
    setBlocked(value: boolean) {
      blocked = value
    },
    /** Drops every socket's transport as a network failure would (clients reconnect by themselves). */
    dropConnections() {
      for (const socket of io.of('/').sockets.values()) socket.conn.close()
    },
    socketCount: () => io.of('/').sockets.size,
    close: async () => {
      await io.close()
      http.closeAllConnections()
    },
  }
}
