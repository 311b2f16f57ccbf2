import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { CallError } from '../../http/call-error'
import { requireAnchorRoom } from '../../live/anchors'
import { checkMatchWindow } from '../../live/match-window'
import { endBroadcast, loadLiveRoom, publishRoom, startBroadcast } from '../../live/rooms'
import { requireSession } from '../context'
import type { Handler } from '../handler'

export const anchorIsBroadcast: Handler<'anchorIsBroadcast'> = async (_input, { db, auth }) => {
  const { room } = await requireAnchorRoom(db, requireSession(auth).userId, 'read')
  return { live: room.state === 'live', publishing: room.publishing, roomId: room.id }
}

/**
 * §4 start live (after the stream started in the tool): refused when banned, without a title, or when the
 * linked match left the live window. Each start is a new broadcast (paid unlocks are per broadcast).
 */
export const anchorBroadcast: Handler<'anchorBroadcast'> = async (_input, { db, auth, live }) => {
  const { room } = await requireAnchorRoom(db, requireSession(auth).userId, 'write')
  const now = auth.now()
  if (room.title.trim() === '') throw new CallError(400, LIVE_MESSAGES.titleRequired)
  if (room.matchId !== null) await checkMatchWindow(db, room.matchId, now)
  if (!(await startBroadcast(db, room.id, now))) throw new CallError(409, LIVE_MESSAGES.alreadyLive)
  return roomOrThrow(await publishRoom(db, live, room.id, now))
}

/** §4 end live (after the stream stopped in the tool). */
export const anchorDowncast: Handler<'anchorDowncast'> = async (_input, { db, auth, live }) => {
  const { room } = await requireAnchorRoom(db, requireSession(auth).userId, 'read')
  const now = auth.now()
  // Ending twice (a retry, or a ban that already ended it) answers the room as it is.
  if (!(await endBroadcast(db, room.id, now))) return roomOrThrow(await loadLiveRoom(db, room.id, now))
  return roomOrThrow(await publishRoom(db, live, room.id, now))
}

function roomOrThrow<T>(room: T | null): T {
  if (room === null) throw new CallError(404, LIVE_MESSAGES.roomNotFound)
  return room
}
