import { count, eq } from 'drizzle-orm'
import type { AnchorStanding, AnchorStatus } from '../../protocol/live'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import { users } from '../auth/tables'
import { grantRole } from '../auth/users'
import type { Database } from '../db/client'
import { reviewQueueOrder } from '../db/review-order'
import { CallError } from '../http/call-error'
import { createRoom, endBroadcast } from './rooms'
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

// ---- Writes. This module owns anchors: applying, passing, banning and the anchor's introductions are the
// functions below; passing is the one place that grants the role and opens the room.

export type Application = {
  realName: string
  birthDate: string
  gameId: number
  shortIntro: string
  detailIntro?: string
}

/** Records an application under review; false when the user has one already (a racing second one). */
export async function insertApplication(
  db: Database,
  userId: number,
  application: Application,
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insert(anchors)
    .values({ userId, status: 'underReview', ...application, appliedAt: now })
    .onConflictDoNothing()
    .returning({ userId: anchors.userId })
  return inserted.length > 0
}

/**
 * Passes an application (lifting a ban): status 'passed', the 'anchor' role, and a room with a fresh stream
 * code made once. `reviewer` is the administrator (null for the demo's own cast).
 */
export async function passAnchor(db: Database, userId: number, reviewer: number | null, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [anchor] = await tx
      .update(anchors)
      .set({ status: 'passed', banReason: null, reviewedAt: now, reviewedBy: reviewer })
      .where(eq(anchors.userId, userId))
      .returning({ gameId: anchors.gameId })
    if (!anchor) return
    await grantRole(tx, userId, 'anchor')
    await createRoom(tx, userId, anchor.gameId)
  })
}

/** Bans an anchor (the role stays, so the centre can show the ban) and ends a live broadcast at once. */
export async function banAnchor(
  db: Database,
  userId: number,
  reason: AnchorRow['banReason'],
  reviewer: number,
  now: number,
): Promise<LiveRoomRow | null> {
  return db.transaction(async (tx) => {
    await tx
      .update(anchors)
      .set({ status: 'banned', banReason: reason ?? 'other', reviewedAt: now, reviewedBy: reviewer })
      .where(eq(anchors.userId, userId))
    const room = await roomOfAnchor(tx, userId)
    return room ? endBroadcast(tx, room.id, now) : null
  })
}

export async function saveIntroductions(
  db: Database,
  userId: number,
  intro: { shortIntro: string; detailIntro: string; pictures: number[] },
): Promise<void> {
  await db.update(anchors).set(intro).where(eq(anchors.userId, userId))
}

const APPLICATIONS_PAGE_SIZE = 20

/** Anchor applications for administrators, of one standing or all: waiting ones first (oldest first), then the rest newest first. */
export async function listApplications(db: Database, status: AnchorStatus | undefined, pageIndex: number) {
  // 'none' is the standing of users without an application: there is no such application to list.
  if (status === 'none') return { list: [], total: 0 }
  const where = status === undefined ? undefined : eq(anchors.status, status)
  const rows = await db
    .select({ anchor: anchors, username: users.username })
    .from(anchors)
    .innerJoin(users, eq(users.id, anchors.userId))
    .where(where)
    .orderBy(...reviewQueueOrder(anchors.status, anchors.appliedAt, anchors.userId))
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset((pageIndex - 1) * APPLICATIONS_PAGE_SIZE)
  const [total] = await db.select({ n: count() }).from(anchors).where(where)
  return {
    total: Number(total?.n ?? 0),
    list: rows.map(({ anchor, username }) => ({
      uid: anchor.userId,
      username,
      realName: anchor.realName,
      birthDate: anchor.birthDate,
      gameId: anchor.gameId,
      shortIntro: anchor.shortIntro,
      status: anchor.status,
      banReason: anchor.status === 'banned' ? anchor.banReason : null,
      appliedAt: anchor.appliedAt,
    })),
  }
}
