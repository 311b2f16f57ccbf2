import { randomInt } from 'node:crypto'
import { createSession } from '../auth/sessions'
import { users } from '../auth/tables'
import type { Database } from '../db/client'
import { anchors, type LiveRoomRow, liveRooms } from '../live/tables'

// Small, explicit data for the chat suites: users with sessions, and rooms inserted as the anchor review
// would leave them (the review itself is tested with the anchor calls).

/** A user with a live session; `level` defaults to the new-account level 1. */
export async function insertUser(
  db: Database,
  options: { username?: string; level?: number } = {},
): Promise<{ uid: number; token: string; username: string }> {
  const number = String(randomInt(0, 100_000_000)).padStart(8, '0')
  const username = options.username ?? `观众${number.slice(-4)}`
  const now = Date.now()
  const [row] = await db
    .insert(users)
    .values({ mobile: `139${number}`, username, level: options.level ?? 1, createdAt: now })
    .returning({ id: users.id })
  if (!row) throw new Error('user insert returned nothing')
  const { token } = await createSession(db, row.id, now)
  return { uid: row.id, token, username }
}

/** A passed anchor with a room; chat rules and state as given (chat open, no slow mode, level 1 by default). */
export async function insertRoom(
  db: Database,
  anchorId: number,
  change: Partial<Omit<LiveRoomRow, 'id' | 'anchorId'>> = {},
): Promise<number> {
  await db.insert(anchors).values({
    userId: anchorId,
    status: 'passed',
    realName: '测试主播',
    birthDate: '1990-01-01',
    gameId: 1,
    appliedAt: Date.now(),
  })
  const [room] = await db
    .insert(liveRooms)
    .values({ anchorId, gameId: 1, title: '测试直播间', streamCode: `code-${anchorId}-${Date.now()}`, ...change })
    .returning({ id: liveRooms.id })
  if (!room) throw new Error('room insert returned nothing')
  return room.id
}
