import { eq } from 'drizzle-orm'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import type { Session } from '../auth/sessions'
import type { Database } from '../db/client'
import { gateOf } from '../live/playback'
import { type LiveRoomRow, liveRooms } from '../live/tables'

/**
 * Why `viewer` may not read or join a room's chat, or null when they may: the chat of a login-only or
 * paid room is behind the same gate as its video (server/live/playback.ts), or it would carry what the
 * stream shows. An unknown room answers roomNotFound.
 */
export async function chatRefusal(db: Database, roomId: number, viewer: Session | null): Promise<ChatRefusal | null> {
  const [room] = await db.select().from(liveRooms).where(eq(liveRooms.id, roomId))
  return room ? gateRefusal(db, room, viewer) : LIVE_MESSAGES.roomNotFound
}

export type ChatRefusal = (typeof LIVE_MESSAGES)[keyof typeof LIVE_MESSAGES]

/** chatRefusal of a room already read (the rules cache's). */
export async function gateRefusal(
  db: Database,
  room: LiveRoomRow,
  viewer: Session | null,
): Promise<ChatRefusal | null> {
  const gate = await gateOf(db, room, viewer)
  if (gate === 'login') return LIVE_MESSAGES.loginOnlyRoom
  if (gate === 'paid') return LIVE_MESSAGES.paidRoom
  return null
}
