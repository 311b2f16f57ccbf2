import { recordVerifiedIdentity } from '../auth/identity'
import { findOrCreateLoginlessUser } from '../auth/users'
import type { Database } from '../db/client'
import { findAnchor, insertApplication, passAnchor, roomOfAnchor, saveIntroductions } from '../live/anchors'
import { DEMO_ANCHORS, DEMO_VIEWERS, type DemoAnchor } from './cast'

// The demo's users, anchors and rooms, found again on every start (and made on the first): a demo user
// is one with the cast's name and no way to log in (no phone, Telegram id or email) — every real account
// has a phone or a Telegram id, so a real user who renames themselves after a demo user is never taken.

export type DemoRoomAccount = { anchor: DemoAnchor; userId: number; roomId: number; streamCode: string }
export type DemoViewer = { id: number; username: string; level: number }

/** Viewers' levels, so the chat's level badges vary (levels only gate chatting, and demo rooms allow 1). */
const VIEWER_LEVELS = [3, 12, 7, 25, 1, 9, 16, 5] as const

/** The demo user called `username`, made when missing. Only one process runs the demo (demo-leader.ts). */
export const findOrCreateDemoUser = findOrCreateLoginlessUser

/**
 * A passed anchor with a room, as an administrator's "pass" leaves it (server/routes/anchor/review.ts):
 * the anchor row, the 'anchor' role and a room with a fresh stream code. Null when an administrator has
 * banned this demo anchor since: the ban stands, and the demo leaves that room alone.
 */
export async function ensureDemoRoom(db: Database, anchor: DemoAnchor, now: number): Promise<DemoRoomAccount | null> {
  const user = await findOrCreateDemoUser(db, anchor.username, now)
  await insertApplication(
    db,
    user.id,
    {
      realName: anchor.username,
      birthDate: '1990-01-01',
      gameId: anchor.gameId,
      shortIntro: anchor.shortIntro,
      detailIntro: anchor.detailIntro,
    },
    now,
  )
  const standing = await findAnchor(db, user.id)
  if (!standing || standing.status === 'banned') return null
  // The demo's words are the demo's: a room made by an earlier version says what its picture is today.
  if (standing.shortIntro !== anchor.shortIntro || standing.detailIntro !== anchor.detailIntro) {
    const intro = { shortIntro: anchor.shortIntro, detailIntro: anchor.detailIntro }
    await saveIntroductions(db, user.id, { ...intro, pictures: standing.pictures })
  }
  if (standing.status !== 'passed') await passAnchor(db, user.id, null, now)
  const room = await roomOfAnchor(db, user.id)
  if (!room) return null
  return { anchor, userId: user.id, roomId: room.id, streamCode: room.streamCode }
}

/** The birth date the demo viewers' identities carry (adults). */
const DEMO_BIRTH_DATE = '1990-01-01'

/** The first `count` demo rooms (those not banned) and all demo viewers. */
export async function ensureDemoCast(
  db: Database,
  count: number,
  now: number,
): Promise<{ rooms: DemoRoomAccount[]; viewers: DemoViewer[] }> {
  const rooms: DemoRoomAccount[] = []
  for (const anchor of DEMO_ANCHORS.slice(0, count)) {
    const room = await ensureDemoRoom(db, anchor, now)
    if (room) rooms.push(room)
  }
  const viewers: DemoViewer[] = []
  for (const [i, username] of DEMO_VIEWERS.entries()) {
    const viewer = await findOrCreateDemoUser(db, username, now, VIEWER_LEVELS[i % VIEWER_LEVELS.length])
    // Demo viewers send gifts: under GIFTING_RULES they are verified adults (marked as seeded, not checked).
    await recordVerifiedIdentity(db, viewer.id, DEMO_BIRTH_DATE, now)
    viewers.push(viewer)
  }
  return { rooms, viewers }
}
