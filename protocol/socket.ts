import { z } from 'zod'
import { chatMessageSchema, LIVE_LIMITS, leaderboardSchema, liveRoomSchema } from './live'
import { matchEventSchema, matchSchema } from './match'
import { ROOM_PATTERN } from './rooms'

/** Bumped whenever a socket event or payload changes shape. */
export const PROTOCOL_VERSION = 2

/**
 * Rooms a client may join: every match, the matches of one game, or one match; the live-room list
 * ('live'), or one live room's chat, gifts and viewers ('live:<roomId>': its sockets are its viewers).
 */
export const roomSchema = z.string().regex(ROOM_PATTERN)
export type { Room } from './rooms'

export const helloSchema = z.object({ protocolVersion: z.number().int(), serverTime: z.number().int() })

/** Why the server refused or closed a socket: connect_error's message, or the `refused` event's reason. */
export const SOCKET_REFUSALS = {
  /** Too many sockets from this address. */
  tooManyFromAddress: 'socket.tooManyFromAddress',
  /** Too many sockets of this user. */
  tooManyForUser: 'socket.tooManyForUser',
} as const
export type SocketRefusal = (typeof SOCKET_REFUSALS)[keyof typeof SOCKET_REFUSALS]

/** Payload schemas of the server → client events, checked again on arrival; their types are derived below. */
export const serverEventSchemas = {
  hello: helloSchema,
  'match:event': matchEventSchema,
  'match:upsert': matchSchema,
  'live:room': liveRoomSchema,
  /** A room's new chat lines, gathered for up to CHAT_BATCH_MS so a busy room costs one frame per batch. */
  'chat:lines': z.object({ roomId: z.number().int(), lines: z.array(chatMessageSchema).min(1).max(1000) }),
  'live:leaderboard': leaderboardSchema,
  'live:viewers': z.object({ roomId: z.number().int(), viewers: z.number().int().min(0) }),
  /**
   * To each buyer of a plan that just settled (their user room): the result and the coins this settlement
   * refunded (0: none). `corrected`: settled again because the match's final score was corrected; `kept`:
   * coins refunded earlier that stay the buyer's although the new result is no longer a refund.
   */
  'plan:settled': z.object({
    planId: z.number().int(),
    title: z.string(),
    result: z.enum(['hit', 'miss', 'void']),
    refunded: z.number().int().min(0),
    corrected: z.boolean().default(false),
    kept: z.number().int().min(0).default(0),
  }),
  /** The server closes this socket right after, for `reason`; the client should not reconnect at once. */
  refused: z.object({
    reason: z.enum([SOCKET_REFUSALS.tooManyFromAddress, SOCKET_REFUSALS.tooManyForUser]),
  }),
} as const

/** The socket's session: the token of /java calls, sent again after login or logout (null). */
export const socketAuthSchema = z.object({ token: z.string().max(200).nullable() })

/**
 * A browser's anonymous viewer id (random, kept in localStorage), sent in the handshake's `auth`: a visitor
 * with several tabs in one room counts as one viewer.
 */
export const viewerIdSchema = z.string().regex(/^[\w-]{8,64}$/)

/** A chat line sent by a user; `clientId` lets the sender match the echo to what it typed. */
export const chatSendSchema = z.object({
  roomId: z.number().int().min(1),
  text: z.string().max(LIVE_LIMITS.chatTextMax * 4),
  clientId: z.string().min(1).max(64),
})

/** The answer to chat:send: its seq, or the id of the §8 message that says why not (protocol/messages/live.ts). */
export type ChatSendReply = { ok: true; seq: number } | { ok: false; error: string }

export const subscribeSchema = z.object({ rooms: z.array(roomSchema).max(200) })

/** Each server → client event's payload, as its schema says (one definition, no hand-written copy). */
export type ServerEventPayloads = { [E in keyof typeof serverEventSchemas]: z.infer<(typeof serverEventSchemas)[E]> }

export type ServerToClientEvents = { [E in keyof ServerEventPayloads]: (payload: ServerEventPayloads[E]) => void }

export type ClientToServerEvents = {
  subscribe: (payload: z.infer<typeof subscribeSchema>, ack: (reply: { ok: boolean }) => void) => void
  unsubscribe: (payload: z.infer<typeof subscribeSchema>, ack: (reply: { ok: boolean }) => void) => void
  auth: (payload: z.infer<typeof socketAuthSchema>, ack: (reply: { uid: number | null }) => void) => void
  'chat:send': (payload: z.infer<typeof chatSendSchema>, ack: (reply: ChatSendReply) => void) => void
}
