import type { AnchorProfile, ChatMessage, Gift, Leaderboard, LiveRoom, Playback } from '../../../protocol/live'
import type { ServerEventPayloads } from '../../../protocol/socket'

/**
 * The live-rooms domain's bus events (viewers' side); the live writer stores them. `reset` on a list means
 * it is complete for its scope, so rooms it no longer lists are no longer live.
 */
export type LiveEvent =
  | { type: 'live/rooms'; rooms: LiveRoom[]; scope: { gameId?: number; matchId?: string }; reset: boolean; at: number }
  | { type: 'live/room'; room: LiveRoom; at: number }
  | ({ type: 'live/viewers' } & ServerEventPayloads['live:viewers'])
  | { type: 'live/playback'; playback: Playback; at: number }
  /** The user paid for a room's broadcast: its chat is theirs now too (the socket asks the server again). */
  | { type: 'live/unlocked'; roomId: number }
  /** `scope`, when set, says the list is complete for it: cached anchors of that scope it lacks are dropped. */
  | { type: 'live/anchors'; anchors: AnchorProfile[]; at: number; scope?: { gameId?: number } }
  | { type: 'live/gifts'; gifts: Gift[] }
  | { type: 'live/leaderboard'; board: Leaderboard }
  /** Chat lines from the socket or from a history fetch, in any order; stored idempotently by seq. */
  | { type: 'chat/messages'; roomId: number; messages: ChatMessage[]; origin: 'socket' | 'history' }
  /** Emitted by the writer: lines of `roomId` after `afterSeq` are missing; fetch them. */
  | { type: 'chat/gap'; roomId: number; afterSeq: number }
  /** The user typed a line (user action); the socket source sends it. */
  | { type: 'chat/send'; roomId: number; text: string; clientId: string; at: number }
  | { type: 'chat/sent'; clientId: string; seq: number }
  | { type: 'chat/refused'; clientId: string; error: string }
  /** Emitted by the writer after commit: gift lines that arrived live (not history), for the room's effects. */
  | { type: 'chat/gifts-played'; roomId: number; lines: ChatMessage[] }
