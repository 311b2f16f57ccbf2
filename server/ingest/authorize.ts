import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm'
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

/**
 * Records what the ingest sees of a room's stream at `at` (epoch ms): `publishing` and the time it was last
 * seen. The version is bumped only when `publishing` flips, so a heartbeat that changes nothing a viewer
 * sees does not cost a push. Returns whether it flipped (then the caller pushes the room's new state).
 */
export async function markPublishing(db: Database, roomId: number, publishing: boolean, at: number): Promise<boolean> {
  const flipped = await db
    .update(liveRooms)
    .set({ publishing, publishingSeenAt: at, version: sql`${liveRooms.version} + 1` })
    .where(and(eq(liveRooms.id, roomId), ne(liveRooms.publishing, publishing)))
    .returning({ id: liveRooms.id })
  if (flipped.length > 0) return true
  await db.update(liveRooms).set({ publishingSeenAt: at }).where(eq(liveRooms.id, roomId))
  return false
}

/**
 * The watchdog's sweep: rooms still marked publishing whose stream nobody has seen since `seenBefore` go
 * idle (a crashed process, a dead nginx, a hung encoder). Returns the rooms that flipped.
 */
export async function sweepStalled(db: Database, seenBefore: number): Promise<number[]> {
  const rows = await db
    .update(liveRooms)
    .set({ publishing: false, version: sql`${liveRooms.version} + 1` })
    .where(
      and(
        eq(liveRooms.publishing, true),
        or(isNull(liveRooms.publishingSeenAt), lt(liveRooms.publishingSeenAt, seenBefore)),
      ),
    )
    .returning({ id: liveRooms.id })
  return rows.map((row) => row.id)
}
