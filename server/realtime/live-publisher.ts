import type { ChatMessage, Leaderboard, LiveRoom } from '../../protocol/live'
import { LIVE_LIST_ROOM, liveRoomChannel } from '../../protocol/live'
import type { ScorecastServer } from './broadcaster'

/**
 * How handlers and the ingest push live-room news to sockets: a room's new state to the list and the
 * room, chat lines (gifts and system lines included) and leaderboards to the room. Through the Redis
 * adapter the push reaches the sockets of every process.
 */
export type LivePublisher = {
  room(room: LiveRoom): void
  chat(message: ChatMessage): void
  leaderboard(board: Leaderboard): void
  viewers(roomId: number, viewers: number): void
  /** A user's sessions changed (logout, password change): their open sockets look their session up again now. */
  sessionChanged(userId: number): void
  /** Where sessionChanged goes (the realtime layer, which reaches the sockets of every process). */
  onSessionChange(listener: (userId: number) => void): void
}

/**
 * The server-side room of a live room's sockets that may not read its chat (a gated room's visitors and
 * non-payers, chat-socket.ts): chat lines skip them. Clients cannot join it (protocol/socket.ts).
 */
export function lockedChatChannel(roomId: number): string {
  return `${liveRoomChannel(roomId)}:locked`
}

/** The longest a chat line waits to be sent with the room's next ones. */
export const CHAT_BATCH_MS = 50

/**
 * The HTTP app is built before socket.io is attached to its server, so handlers get this publisher at
 * once and it starts delivering when `bind` gives it the socket server; before that there is no socket to
 * deliver to, and pushes are dropped (the cache catches up by REST, as after any disconnection).
 */
export function createLivePublisher(): LivePublisher & { bind(io: ScorecastServer | null): void } {
  let io: ScorecastServer | null = null
  const sessionListeners = new Set<(userId: number) => void>()
  // Chat lines wait up to CHAT_BATCH_MS and leave as one frame per room: at 200 lines/s into a room of
  // 2,000 viewers that is 40,000 frames/s instead of 400,000 (see bench/README.md, chat fan-out).
  const pending = new Map<number, ChatMessage[]>()
  let scheduled = false
  const flush = () => {
    scheduled = false
    for (const [roomId, lines] of pending)
      io?.to(liveRoomChannel(roomId)).except(lockedChatChannel(roomId)).emit('chat:lines', { roomId, lines })
    pending.clear()
  }
  return {
    bind(server) {
      io = server
    },
    room(room) {
      io?.to([LIVE_LIST_ROOM, liveRoomChannel(room.roomId)]).emit('live:room', room)
    },
    chat(message) {
      if (!io) return
      const lines = pending.get(message.roomId)
      if (lines) lines.push(message)
      else pending.set(message.roomId, [message])
      if (!scheduled) {
        scheduled = true
        setTimeout(flush, CHAT_BATCH_MS)
      }
    },
    leaderboard(board) {
      io?.to(liveRoomChannel(board.roomId)).emit('live:leaderboard', board)
    },
    viewers(roomId, viewers) {
      io?.to([LIVE_LIST_ROOM, liveRoomChannel(roomId)]).emit('live:viewers', { roomId, viewers })
    },
    sessionChanged(userId) {
      for (const listener of sessionListeners) listener(userId)
    },
    onSessionChange(listener) {
      sessionListeners.add(listener)
    },
  }
}
