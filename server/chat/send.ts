import type { FastifyBaseLogger } from 'fastify'
import { LIVE_LIMITS } from '../../protocol/live'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import type { ChatSendReply } from '../../protocol/socket'
import type { Database } from '../db/client'
import type { LivePublisher } from '../realtime/live-publisher'
import { findContentViolation, findKeyword } from './content-rules'
import type { ChatLimiter } from './limiter'
import type { ChatLineWriter } from './line-writer'
import type { ChatRules } from './rules-cache'

/** The logged-in author of a line, as the socket's session knows them. */
export type ChatAuthor = { id: number; username: string; level: number }

export type ChatSendDeps = {
  db: Database
  live: LivePublisher
  limiter: ChatLimiter
  log: FastifyBaseLogger
  now: () => number
  /** The rooms' rules, cached (server/chat/rules-cache.ts). */
  rules: ChatRules
  /** Where accepted lines are stored, batched per room (server/chat/line-writer.ts). */
  lines: ChatLineWriter
}

const refuse = (message: { id: string }): ChatSendReply => ({ ok: false, error: message.id })

/**
 * One chat line from a socket, through §6 and §8's rules in a fixed order (the first broken rule is the
 * answer): login, room, chat open, mute, level, empty, length, contact details and adverts, the room's
 * keywords, slow mode, flood. The room's anchor and moderators skip the level and slow mode, never the
 * content rules. An accepted line is stored exactly as typed (trimmed), and acknowledged and pushed to the
 * room only after it is committed (with the room's other lines of the moment, see line-writer.ts); its text
 * is never interpreted (clients render it as text).
 */
export async function sendChat(
  deps: ChatSendDeps,
  author: ChatAuthor | null,
  input: { roomId: number; text: string },
): Promise<ChatSendReply> {
  if (!author) return refuse(LIVE_MESSAGES.chatLoginRequired)
  const now = deps.now()
  if (!deps.limiter.attempt(author.id, now)) return refuse(LIVE_MESSAGES.chatTooFast)
  const standing = await deps.rules.standing(input.roomId, author.id, now)
  if (!standing) return refuse(LIVE_MESSAGES.roomNotFound)
  const { room } = standing
  const privileged = standing.owner || standing.moderator
  if (!room.chatOpen) return refuse(LIVE_MESSAGES.chatClosed)
  if (standing.muted) return refuse(LIVE_MESSAGES.chatMuted)
  if (!privileged && author.level < room.chatMinLevel) return refuse(LIVE_MESSAGES.chatLevelTooLow)
  const text = input.text.trim()
  if (text === '') return refuse(LIVE_MESSAGES.chatEmpty)
  // Code points, so an emoji or a CJK character counts once whatever its UTF-16 length.
  if ([...text].length > LIVE_LIMITS.chatTextMax) return refuse(LIVE_MESSAGES.chatTooLong)
  const violation = findContentViolation(text)
  if (violation) {
    deps.log.info({ roomId: room.roomId, uid: author.id, violation }, 'chat line refused: contact details or advert')
    return refuse(LIVE_MESSAGES.chatNonCompliant)
  }
  if (findKeyword(text, room.keywords) !== null) return refuse(LIVE_MESSAGES.chatKeyword)
  const at = deps.now()
  if (!privileged && !deps.limiter.slowModeAllows(room.roomId, author.id, room.slowModeSeconds, at)) {
    return refuse(LIVE_MESSAGES.chatTooFast)
  }
  if (!deps.limiter.floodAllows(author.id, at)) return refuse(LIVE_MESSAGES.chatTooFast)
  deps.limiter.record(room.roomId, author.id, at)

  const message = await deps.lines.append({
    roomId: room.roomId,
    kind: 'chat',
    uid: author.id,
    username: author.username,
    level: author.level,
    text,
    params: null,
    giftId: null,
    giftCount: null,
    removes: null,
    at,
  })
  deps.live.chat(message)
  return { ok: true, seq: message.seq }
}
