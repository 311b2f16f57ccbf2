import type { Socket } from 'socket.io'
import { LIVE_LIMITS } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import {
  type ChatSendReply,
  type ClientToServerEvents,
  chatSendSchema,
  type ServerToClientEvents,
  socketAuthSchema,
} from '../../../protocol/socket'
import { lookUpSession, type Session } from '../../auth/sessions'
import { findUser } from '../../auth/users'
import { type ChatAuthor, type ChatSendDeps, sendChat } from '../../chat/send'
import { lockedChatChannel } from '../../realtime/live-publisher'
import { handshakeToken } from '../context'

const LIVE_CHANNEL = /^live:\d{1,12}$/

type ScorecastSocket = Socket<ClientToServerEvents, ServerToClientEvents>

/** A socket's session is looked up again after this long, so a logout elsewhere or a new level shows. */
const SESSION_RECHECK_MS = 60_000

type ChatSession = { author: ChatAuthor; session: Session; token: string; expiresAt: number; checkedAt: number }

/** How the connection layer (attach.ts) takes part in a socket's session. */
export type SocketSessionHooks = {
  /** Told the user of each session the socket takes on (null: none); false refuses it (the socket is closed). */
  onUser(userId: number | null): boolean
  /** False when the socket sent too many `auth` events lately: its session then stays as it is. */
  authAllowed(): boolean
}

/**
 * The chat side of one socket: its session (the handshake's cookie or `auth.token`, replaced by every `auth` event
 * after a login or logout) and `chat:send`. The session lives in this connection's closure; every use
 * re-checks its expiry first, it is looked up again every minute, and at once when `recheck` is called
 * (a logout or password change anywhere: attach.ts calls it for every socket of that user).
 */
export function registerChatHandlers(
  socket: ScorecastSocket,
  deps: ChatSendDeps,
  hooks: SocketSessionHooks,
): { admit(rooms: readonly string[]): Promise<void>; recheck(): void } {
  const find = async (token: string | null): Promise<ChatSession | null> => {
    if (!token) return null
    try {
      const now = deps.now()
      const found = await lookUpSession(deps.db, token, now)
      if (found.status !== 'valid') return null
      const user = await findUser(deps.db, found.session.userId)
      if (!user) return null
      const author = { id: user.id, username: user.username, level: user.level }
      return { author, session: found.session, token, expiresAt: found.session.expiresAt, checkedAt: now }
    } catch (error) {
      deps.log.error({ err: error }, 'socket session lookup failed')
      return null
    }
  }
  const lookUp = async (token: string | null): Promise<ChatSession | null> => {
    const found = await find(token)
    return hooks.onUser(found?.author.id ?? null) ? found : null
  }
  // A chat:send that arrives while a lookup runs waits for it: the order the client sent things in holds.
  let session = lookUp(handshakeToken(socket.handshake))

  const current = async (): Promise<ChatSession | null> => {
    const known = await session
    if (!known) return null
    const now = deps.now()
    if (now < known.expiresAt && now - known.checkedAt < SESSION_RECHECK_MS) return known
    session = lookUp(known.token)
    return await session
  }

  /**
   * A gated room's chat lines reach only sockets allowed in (chatRefusal): every joined live room is
   * locked at once (its lines skip the socket, see live-publisher.ts) and unlocked once the check passes,
   * so no line slips through while it runs; a line missed meanwhile is a seq gap the client fills by REST.
   */
  const relock = async (rooms: readonly string[]) => {
    const roomIds = rooms.flatMap((room) => (LIVE_CHANNEL.test(room) ? [Number(room.slice(5))] : []))
    if (roomIds.length === 0) return
    await socket.join(roomIds.map(lockedChatChannel))
    const viewer = (await current())?.session ?? null
    for (const roomId of roomIds) {
      try {
        if ((await deps.rules.refusal(roomId, viewer)) === null) await socket.leave(lockedChatChannel(roomId))
      } catch (error) {
        deps.log.error({ err: error, roomId }, 'chat gate check failed; the room stays locked')
      }
    }
  }
  // Payloads come from the network: validated here, whatever the declared event types say.
  socket.on('auth', async (payload: unknown, ack: unknown) => {
    const parsed = socketAuthSchema.safeParse(payload)
    // Each lookup costs the database; a flood of `auth` events is answered with the session as it stands.
    // No token (browsers keep it in an HttpOnly cookie): the session of this connection's handshake again.
    // Another session (a login, a logout, an unlock announced by a new auth) may change every gate of the
    // rooms joined: checked again, on the same budget as the lookup.
    if (hooks.authAllowed()) {
      session = lookUp(parsed.success ? (parsed.data.token ?? handshakeToken(socket.handshake)) : null)
      await relock([...socket.rooms])
    }
    const uid = (await session)?.author.id ?? null
    if (typeof ack === 'function') ack({ uid })
  })

  socket.on('chat:send', async (payload: unknown, ack: unknown) => {
    const reply = await answer(payload)
    if (typeof ack === 'function') ack(reply)
  })

  const answer = async (payload: unknown): Promise<ChatSendReply> => {
    const parsed = chatSendSchema.safeParse(payload)
    if (!parsed.success) {
      // A text far over the limit fails the schema; say so rather than "server error".
      const text: unknown = typeof payload === 'object' && payload !== null ? Reflect.get(payload, 'text') : null
      const tooLong = typeof text === 'string' && text.length > LIVE_LIMITS.chatTextMax
      const error = tooLong ? LIVE_MESSAGES.chatTooLong : LIVE_MESSAGES.serverError
      return { ok: false, error: error.id }
    }
    try {
      const known = await current()
      // The room's gate first: a visitor or a non-payer of a gated room may not speak in it either.
      const refusal = known ? await deps.rules.refusal(parsed.data.roomId, known.session) : null
      if (refusal) return { ok: false, error: refusal.id }
      return await sendChat(deps, known?.author ?? null, parsed.data)
    } catch (error) {
      deps.log.error({ err: error, roomId: parsed.data.roomId }, 'chat:send failed')
      return { ok: false, error: LIVE_MESSAGES.serverError.id }
    }
  }

  return {
    // Called by attach.ts for rooms it is about to join (within its budget and caps): locked before the join.
    admit: relock,
    recheck() {
      session = session.then((known) => (known ? lookUp(known.token) : null))
    },
  }
}
