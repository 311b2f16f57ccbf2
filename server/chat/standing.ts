import { and, eq } from 'drizzle-orm'
import type { LiveState } from '../../protocol/live'
import type { Database } from '../db/client'
import { chatMutes, liveRooms, roomModerators } from '../live/tables'

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
 * The room's rules with the user's mute and moderator rows, in one query: it runs for every chat line,
 * and it reads the database each time so that a mute or a new rule set on any process applies at once.
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
  const muted = row.muteAt !== null && (row.muteUntil === null || row.muteUntil > now)
  return {
    room: {
      roomId: row.roomId,
      anchorId: row.anchorId,
      state: row.state,
      chatOpen: row.chatOpen,
      slowModeSeconds: row.slowModeSeconds,
      chatMinLevel: row.chatMinLevel,
      keywords: row.keywords,
    },
    owner: uid !== null && row.anchorId === uid,
    moderator: row.moderatorId !== null,
    muted,
    mutedUntil: muted ? row.muteUntil : null,
  }
}
