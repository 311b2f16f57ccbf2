import { and, eq, gt, isNull, or } from 'drizzle-orm'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import type { Session } from '../auth/sessions'
import type { Database } from '../db/client'
import { chatMutes, type LiveRoomRow, liveRooms, roomModerators } from '../live/tables'
import type { LivePublisher } from '../realtime/live-publisher'
import { type ChatRefusal, gateRefusal } from './access'
import { type ChatStanding, type RoomRulesSnapshot, standingIn } from './standing'

/**
 * How long a room's rules are used before they are read again. Changes made through the app reach the cache
 * at once (invalidation, on every process); this only bounds how long a change made some other way (by hand
 * in the database, a lost Redis message) takes to apply.
 */
export const CHAT_RULES_TTL_MS = 1000
/** More rooms than this cached at once (a scan of room ids): the cache starts over. */
const ROOMS_REMEMBERED = 10_000

/** The rules a chat line is checked against: its room's gate and the sender's standing, read once a second. */
export type ChatRules = {
  /** chatStanding's answer from the room's cached rules; null when there is no such room. */
  standing(roomId: number, uid: number | null, now: number): Promise<ChatStanding | null>
  /** chatRefusal's answer from the room's cached row. */
  refusal(roomId: number, viewer: Session | null): Promise<ChatRefusal | null>
  /** Forgets a room's rules: the next line reads them again. */
  invalidate(roomId: number): void
}

type RoomRules = RoomRulesSnapshot & {
  room: LiveRoomRow
  /** Viewers the room's gate let in while these rules stand (an unlock holds for the broadcast). */
  admitted: Set<number>
}
type Entry = { rules: Promise<RoomRules | null>; readAt: number }

/**
 * A room's rules — its row, its current mutes and its moderators — read in one go and kept for
 * CHAT_RULES_TTL_MS, instead of one read per line: at 200 lines/s into a room that was 200 reads/s, now one.
 * Every change of them goes through the live publisher (`room` after a room change, `chatRulesChanged` after
 * a mute or a moderator change; attach.ts passes them to the other processes), which forgets the room here,
 * so a muted user is refused from the next line on. A line already being checked when a mute commits may
 * still pass, as it could before (the two raced). Mute ends are compared with the line's time, not cached.
 */
export function createChatRules(
  db: Database,
  live: Pick<LivePublisher, 'onChatRulesChange'>,
  now: () => number = Date.now,
): ChatRules {
  const rooms = new Map<number, Entry>()

  const read = async (roomId: number): Promise<RoomRules | null> => {
    const at = now()
    const [room] = await db.select().from(liveRooms).where(eq(liveRooms.id, roomId))
    if (!room) return null
    const [mutes, moderators] = await Promise.all([
      db
        .select({ userId: chatMutes.userId, until: chatMutes.until })
        .from(chatMutes)
        .where(and(eq(chatMutes.roomId, roomId), or(isNull(chatMutes.until), gt(chatMutes.until, at)))),
      db.select({ userId: roomModerators.userId }).from(roomModerators).where(eq(roomModerators.roomId, roomId)),
    ])
    return {
      room,
      mutes: new Map(mutes.map(({ userId, until }) => [userId, until])),
      moderators: new Set(moderators.map(({ userId }) => userId)),
      admitted: new Set(),
    }
  }

  const rulesOf = (roomId: number): Promise<RoomRules | null> => {
    const cached = rooms.get(roomId)
    if (cached && now() - cached.readAt < CHAT_RULES_TTL_MS) return cached.rules
    if (rooms.size >= ROOMS_REMEMBERED) rooms.clear()
    const entry: Entry = { rules: read(roomId), readAt: now() }
    rooms.set(roomId, entry)
    // A failed read is not remembered. A room that does not exist is, for the TTL like any other (a scan of
    // made-up room ids then costs one read per id a second, not one per request; a new room's creation goes
    // through the publisher, which forgets it here).
    const forget = () => {
      if (rooms.get(roomId) === entry) rooms.delete(roomId)
    }
    entry.rules.catch(forget)
    return entry.rules
  }

  const invalidate = (roomId: number) => {
    rooms.delete(roomId)
  }
  live.onChatRulesChange(invalidate)

  return {
    async standing(roomId, uid, at) {
      const rules = await rulesOf(roomId)
      return rules ? standingIn(rules, uid, at) : null
    },
    async refusal(roomId, viewer) {
      const rules = await rulesOf(roomId)
      if (!rules) return LIVE_MESSAGES.roomNotFound
      if (viewer && rules.admitted.has(viewer.userId)) return null
      const refusal = await gateRefusal(db, rules.room, viewer)
      if (refusal === null && viewer) rules.admitted.add(viewer.userId)
      return refusal
    },
    invalidate,
  }
}
