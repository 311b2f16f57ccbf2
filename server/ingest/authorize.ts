import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { anchors, liveRooms } from '../live/tables'

// The one publish-authorization hook of both ingests: the embedded RTMP server calls it in-process, nginx
// calls it through the HTTP hooks (hooks.ts). A stream code is the room's secret; the path of the HLS
// output is the room id, never the code.

/** Longer than any code the server hands out; anything longer is refused without a query. */
const CODE_MAX_LENGTH = 128

export type PublishDecision =
  | { allowed: true; roomId: number }
  /** `roomId` is the code's room when there is one, so a refused publisher's room can still be marked idle. */
  | { allowed: false; roomId: number | null; reason: 'unknownCode' | 'banned' | 'notPassed' }

/**
 * May a streaming tool publish with this stream code? Only when the code is a room's and the room's anchor
 * currently has status 'passed' (§8 "currently banned from broadcasting" refuses banned anchors). Whether the
 * anchor has clicked start live does not matter: §4 starts the stream in the tool first.
 */
export async function authorizePublish(db: Database, code: string): Promise<PublishDecision> {
  if (code === '' || code.length > CODE_MAX_LENGTH) return { allowed: false, roomId: null, reason: 'unknownCode' }
  const [row] = await db
    .select({ roomId: liveRooms.id, status: anchors.status })
    .from(liveRooms)
    .leftJoin(anchors, eq(anchors.userId, liveRooms.anchorId))
    .where(eq(liveRooms.streamCode, code))
    .limit(1)
  if (!row) return { allowed: false, roomId: null, reason: 'unknownCode' }
  if (row.status === 'passed') return { allowed: true, roomId: row.roomId }
  return { allowed: false, roomId: row.roomId, reason: row.status === 'banned' ? 'banned' : 'notPassed' }
}
