import { and, eq } from 'drizzle-orm'
import type { LiveState } from '../../protocol/live'
import type { Database } from '../db/client'
import { chatMutes, type LiveRoomRow, liveRooms, roomModerators } from '../live/tables'

/** The chat rules of one room, as its anchor and moderators set them. */
export type RoomChatRules = {
  roomId: number
  anchorId: number
  state: LiveState
  chatOpen: boolean
  slowModeSeconds: number
  chatMinLevel: number
  keywords: string[]
}

/** Where one user stands in one room's chat; a visitor (uid null) is never owner, moderator or muted. */
export type ChatStanding = {
  room: RoomChatRules
  owner: boolean
  moderator: boolean
  /** Muted now: a mute row that is unlimited (until null) or not yet over. */
  muted: boolean
  /** When the mute ends (epoch ms); null when not muted or muted until lifted. */
  mutedUntil: number | null
}

/**
 * The room's rules with the user's mute and moderator rows, in one query, fresh from the database: for
 * moderation and the caller's roles. A chat line is checked against the room's cached rules instead
 * (server/chat/rules-cache.ts, the same answer through standingIn).
 */
export async function chatStanding(
  db: Database,
  roomId: number,
  uid: number | null,
  now: number,
): Promise<ChatStanding | null> {
  // No user has id 0, so a visitor joins no rows.
  const userId = uid ?? 0
  const [row] = await db
    .select({
      roomId: liveRooms.id,
      anchorId: liveRooms.anchorId,
      state: liveRooms.state,
      chatOpen: liveRooms.chatOpen,
      slowModeSeconds: liveRooms.slowModeSeconds,
      chatMinLevel: liveRooms.chatMinLevel,
      keywords: liveRooms.keywords,
      muteAt: chatMutes.at,
      muteUntil: chatMutes.until,
      moderatorId: roomModerators.userId,
    })
    .from(liveRooms)
    .leftJoin(chatMutes, and(eq(chatMutes.roomId, liveRooms.id), eq(chatMutes.userId, userId)))
    .leftJoin(roomModerators, and(eq(roomModerators.roomId, liveRooms.id), eq(roomModerators.userId, userId)))
    .where(eq(liveRooms.id, roomId))
  if (!row) return null
  const mutes = new Map(row.muteAt === null ? [] : [[userId, row.muteUntil]])
  const moderators = new Set(row.moderatorId === null ? [] : [row.moderatorId])
  return standingIn({ room: { ...row, id: row.roomId }, mutes, moderators }, uid, now)
}

/** A room's rules with its mutes (user → until, null: until lifted) and moderators, as read at one time. */
export type RoomRulesSnapshot = {
  room: Pick<LiveRoomRow, 'id' | 'anchorId' | 'state' | 'chatOpen' | 'slowModeSeconds' | 'chatMinLevel' | 'keywords'>
  mutes: ReadonlyMap<number, number | null>
  moderators: ReadonlySet<number>
}

/** Where `uid` stands in a room, from its rules as read; a mute counts while `now` is before its end. */
export function standingIn(rules: RoomRulesSnapshot, uid: number | null, now: number): ChatStanding {
  const { room } = rules
  const until = uid === null ? undefined : rules.mutes.get(uid)
  const muted = until !== undefined && (until === null || until > now)
  return {
    room: {
      roomId: room.id,
      anchorId: room.anchorId,
      state: room.state,
      chatOpen: room.chatOpen,
      slowModeSeconds: room.slowModeSeconds,
      chatMinLevel: room.chatMinLevel,
      keywords: room.keywords,
    },
    owner: uid !== null && room.anchorId === uid,
    moderator: uid !== null && rules.moderators.has(uid),
    muted,
    mutedUntil: muted ? (until ?? null) : null,
  }
}
