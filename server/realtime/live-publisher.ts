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
}

/**
 * The HTTP app is built before socket.io is attached to its server, so handlers get this publisher at
 * once and it starts delivering when `bind` gives it the socket server; before that there is no socket to
 * deliver to, and pushes are dropped (the cache catches up by REST, as after any disconnection).
 */
export function createLivePublisher(): LivePublisher & { bind(io: ScorecastServer | null): void } {
  let io: ScorecastServer | null = null
  return {
    bind(server) {
      io = server
    },
    room(room) {
      io?.to([LIVE_LIST_ROOM, liveRoomChannel(room.roomId)]).emit('live:room', room)
    },
    chat(message) {
      io?.to(liveRoomChannel(message.roomId)).emit('chat:message', message)
    },
    leaderboard(board) {
      io?.to(liveRoomChannel(board.roomId)).emit('live:leaderboard', board)
    },
    viewers(roomId, viewers) {
      io?.to([LIVE_LIST_ROOM, liveRoomChannel(roomId)]).emit('live:viewers', { roomId, viewers })
    },
  }
}
