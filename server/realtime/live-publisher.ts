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
  /**
   * A room's chat rules changed (a mute, a moderator; `room` says so by itself for changes of the room):
   * cached rules of it are forgotten. `fromPeer`: another process told us; not passed on again.
   */
  chatRulesChanged(roomId: number, fromPeer?: boolean): void
  /** Where chatRulesChanged goes (rules caches, and the realtime layer for the other processes). */
  onChatRulesChange(listener: (roomId: number, fromPeer: boolean) => void): void
}

/**
 * The server-side room of a live room's sockets that may not read its chat (a gated room's visitors and
 * non-payers, chat-socket.ts): chat lines skip them. Clients cannot join it (protocol/socket.ts).
 */
export function lockedChatChannel(roomId: number): string {
  return `${liveRoomChannel(roomId)}:locked`
}

/**
 * The chat's frame window. The line writer (server/chat/line-writer.ts) starts a room's writes at least this
 * far apart, so a busy room's lines arrive here in one committed batch per window; the publisher lets a
 * room's frames follow each other no closer than CHAT_FRAME_GAP_MS, counted from the start of the previous
 * send, so a batch leaves as soon as it is committed even when its commit took less time than the one
 * before (the gap is shorter than the window by more than a commit's usual jitter), while lines that come
 * one by one (gifts, system lines) still go out at most 50 frames a second.
 *
 * 25 ms, not 50: with 2,000 viewers and 200 lines/s a line's p99 from send to arrival went from 137–139 ms to
 * 103–105 ms, for about 8 % more of a core on embedded PGlite (40 commits a second in a busy room instead of 20;
 * bench/README.md, chat fan-out).
 */
export const CHAT_BATCH_MS = 25
export const CHAT_FRAME_GAP_MS = 20

/**
 * The HTTP app is built before socket.io is attached to its server, so handlers get this publisher at
 * once and it starts delivering when `bind` gives it the socket server; before that there is no socket to
 * deliver to, and pushes are dropped (the cache catches up by REST, as after any disconnection).
 */
export function createLivePublisher(): LivePublisher & { bind(io: ScorecastServer | null): void } {
  let io: ScorecastServer | null = null
  const sessionListeners = new Set<(userId: number) => void>()
  const rulesListeners = new Set<(roomId: number, fromPeer: boolean) => void>()
  const rulesChanged = (roomId: number, fromPeer: boolean) => {
    for (const listener of rulesListeners) listener(roomId, fromPeer)
  }
  // A room's chat lines leave as one frame per window (a throttle): at 200 lines/s into a room of 2,000
  // viewers that is at most 100,000 frames/s instead of 400,000 (bench/README.md, chat fan-out), and socket.io
  // encodes each frame once for all of them. A room is in `waiting` while a send of it is scheduled: at
  // the end of the turn when its last send began at least CHAT_FRAME_GAP_MS ago, else when that gap has
  // passed; a send that finds no line ends the window. The gap counts from the send's start: writing a
  // frame to 2,000 sockets takes ~30 ms, which counted from its end held every batch back a window more.
  const waiting = new Map<number, ChatMessage[]>()
  const send = (roomId: number) => {
    const lines = waiting.get(roomId)
    if (!lines || lines.length === 0) {
      waiting.delete(roomId)
      return
    }
    waiting.set(roomId, [])
    const started = performance.now()
    io?.to(liveRoomChannel(roomId)).except(lockedChatChannel(roomId)).emit('chat:lines', { roomId, lines })
    setTimeout(() => send(roomId), Math.max(0, started + CHAT_FRAME_GAP_MS - performance.now()))
  }
  return {
    bind(server) {
      io = server
    },
    room(room) {
      io?.to([LIVE_LIST_ROOM, liveRoomChannel(room.roomId)]).emit('live:room', room)
      // Its rules may be what changed (chat open, level, slow mode, keywords, the gate, a new broadcast).
      rulesChanged(room.roomId, false)
    },
    chat(message) {
      if (!io) return
      const lines = waiting.get(message.roomId)
      if (lines) {
        lines.push(message)
        return
      }
      waiting.set(message.roomId, [message])
      // The end of this turn: the lines of one committed batch go together.
      setImmediate(() => send(message.roomId))
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
    chatRulesChanged(roomId, fromPeer = false) {
      rulesChanged(roomId, fromPeer)
    },
    onChatRulesChange(listener) {
      rulesListeners.add(listener)
    },
  }
}
