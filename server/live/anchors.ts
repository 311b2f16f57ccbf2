import { eq } from 'drizzle-orm'
import type { AnchorStanding } from '../../protocol/live'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { type AnchorRow, anchors, type LiveRoomRow, liveRooms } from './tables'

export async function findAnchor(db: Database, userId: number): Promise<AnchorRow | null> {
  const [row] = await db.select().from(anchors).where(eq(anchors.userId, userId))
  return row ?? null
}

export async function roomOfAnchor(db: Database, userId: number): Promise<LiveRoomRow | null> {
  const [row] = await db.select().from(liveRooms).where(eq(liveRooms.anchorId, userId))
  return row ?? null
}

/** A user's standing as an anchor; 'none' when they never applied. */
export async function standingOf(db: Database, userId: number): Promise<AnchorStanding> {
  const anchor = await findAnchor(db, userId)
  if (!anchor) return { status: 'none', banReason: null, roomId: null, appliedAt: null, reviewedAt: null }
  const room = await roomOfAnchor(db, userId)
  return {
    status: anchor.status,
    banReason: anchor.status === 'banned' ? anchor.banReason : null,
    roomId: room?.id ?? null,
    appliedAt: anchor.appliedAt,
    reviewedAt: anchor.reviewedAt,
  }
}

/**
 * The caller's anchor row and room, for every anchor-centre call. The 'anchor' role alone is not enough
 * (roles can be granted by hand): the application must have passed and made a room. A banned anchor keeps
 * the role, so the centre can show the ban, but every call that changes the room or broadcasts is refused.
 */
export async function requireAnchorRoom(
  db: Database,
  userId: number,
  access: 'read' | 'write',
): Promise<{ anchor: AnchorRow; room: LiveRoomRow }> {
  const anchor = await findAnchor(db, userId)
  const room = anchor && anchor.status !== 'underReview' ? await roomOfAnchor(db, userId) : null
  if (!anchor || !room) throw new CallError(403, LIVE_MESSAGES.notAnchor)
  if (access === 'write' && anchor.status === 'banned') throw new CallError(403, LIVE_MESSAGES.broadcastBanned)
  return { anchor, room }
}
