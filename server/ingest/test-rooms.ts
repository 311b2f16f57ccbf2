import { users } from '../auth/tables'
import type { Database } from '../db/client'
import { anchors, liveRooms } from '../live/tables'

/** A user, an anchor with `status` and the anchor's room with `code`; returns the room id. */
export async function insertAnchorRoom(
  db: Database,
  { code, status = 'passed' }: { code: string; status?: 'underReview' | 'passed' | 'banned' },
): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({ username: `主播${code.slice(0, 6)}`, createdAt: 1_700_000_000_000 })
    .returning({ id: users.id })
  if (!user) throw new Error('user not inserted')
  await db.insert(anchors).values({
    userId: user.id,
    status,
    banReason: status === 'banned' ? 'violation' : null,
    realName: '测试',
    birthDate: '1990-01-01',
    gameId: 1,
    appliedAt: 1_700_000_000_000,
  })
  const [room] = await db
    .insert(liveRooms)
    .values({ anchorId: user.id, gameId: 1, title: '测试直播', streamCode: code })
    .returning({ id: liveRooms.id })
  if (!room) throw new Error('room not inserted')
  return room.id
}
