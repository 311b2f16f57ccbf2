import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { CallError } from '../../http/call-error'
import { listLiveRooms, loadLiveRoom } from '../../live/rooms'
import type { Handler } from '../handler'

/** Rooms on air, most viewers first (then the newest broadcast), optionally of one game or one match. */
export const liveRoomsList: Handler<'liveRooms'> = (input, { db, auth }) => listLiveRooms(db, input, auth.now())

export const liveRoom: Handler<'liveRoom'> = async ({ roomId }, { db, auth }) => {
  const room = await loadLiveRoom(db, roomId, auth.now())
  if (!room) throw new CallError(404, LIVE_MESSAGES.roomNotFound)
  return room
}
