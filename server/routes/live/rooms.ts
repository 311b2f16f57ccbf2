import { and, count, desc, eq } from 'drizzle-orm'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { CallError } from '../../http/call-error'
import { loadLiveRoom, selectRooms, toLiveRoom } from '../../live/rooms'
import { liveRooms } from '../../live/tables'
import type { Handler } from '../handler'

/** Rooms on air, most viewers first (then the newest broadcast), optionally of one game or one match. */
export const liveRoomsList: Handler<'liveRooms'> = async ({ gameId, matchId, pageIndex, pageSize }, { db, auth }) => {
  const where = and(
    eq(liveRooms.state, 'live'),
    gameId === undefined ? undefined : eq(liveRooms.gameId, gameId),
    matchId === undefined ? undefined : eq(liveRooms.matchId, matchId),
  )
  const rows = await selectRooms(db, where)
    .orderBy(desc(liveRooms.viewers), desc(liveRooms.startedAt), desc(liveRooms.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
  const [total] = await db.select({ n: count() }).from(liveRooms).where(where)
  const now = auth.now()
  return { list: rows.map((row) => toLiveRoom(row, now)), total: Number(total?.n ?? 0) }
}

export const liveRoom: Handler<'liveRoom'> = async ({ roomId }, { db, auth }) => {
  const room = await loadLiveRoom(db, roomId, auth.now())
  if (!room) throw new CallError(404, LIVE_MESSAGES.roomNotFound)
  return room
}
