import { gameById } from '../../../protocol/games'
import type { LiveSettings } from '../../../protocol/live'
import { MESSAGES } from '../../../protocol/messages'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { requireCleanPublicText } from '../../chat/public-text'
import { CallError } from '../../http/call-error'
import { requireAnchorRoom } from '../../live/anchors'
import { decodeLiveImage, deleteLiveImages, storeLiveImage } from '../../live/images'
import { checkMatchWindow } from '../../live/match-window'
import { changeRoom, liveImageUrl, publishRoom, type RoomChange, stateAt } from '../../live/rooms'
import { newStreamCode, streamAddress } from '../../live/stream'
import type { LiveRoomRow } from '../../live/tables'
import { requireSession } from '../context'
import type { CallContext, Handler } from '../handler'

/** The owner's view of the room: everything viewers see plus the stream address, code and chat keywords. */
export function toLiveSettings(room: LiveRoomRow, context: Pick<CallContext, 'auth' | 'config'>): LiveSettings {
  return {
    roomId: room.id,
    gameId: room.gameId,
    title: room.title,
    cover: room.coverImageId === null ? null : liveImageUrl(room.coverImageId),
    matchId: room.matchId,
    paid: room.paid,
    loginOnly: room.loginOnly,
    streamAddress: streamAddress(context.auth.origin, context.config.ingest),
    streamCode: room.streamCode,
    state: stateAt(room, context.auth.now()),
    publishing: room.publishing,
    chatOpen: room.chatOpen,
    slowModeSeconds: room.slowModeSeconds,
    chatMinLevel: room.chatMinLevel,
    keywords: room.keywords,
  }
}

export const anchorLiveInfo: Handler<'anchorLiveInfo'> = async (_input, context) => {
  const { room } = await requireAnchorRoom(context.db, requireSession(context.auth).userId, 'read')
  return toLiveSettings(room, context)
}

/** Edits the live settings; a new cover replaces (and deletes) the old one, null goes back to the default. */
export const updateAnchor: Handler<'updateAnchor'> = async (input, context) => {
  const { db, auth, live } = context
  const userId = requireSession(auth).userId
  const { room } = await requireAnchorRoom(db, userId, 'write')
  const now = auth.now()
  if (input.gameId !== undefined && !gameById(input.gameId)) throw new CallError(400, MESSAGES.unknownGame)
  requireCleanPublicText([input.title])
  const cover = typeof input.cover === 'string' ? decodeLiveImage(input.cover, { square: false }) : null
  if (typeof input.cover === 'string' && !cover) throw new CallError(400, LIVE_MESSAGES.coverInvalid)
  const change: RoomChange = {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.gameId !== undefined && { gameId: input.gameId }),
    ...(input.paid !== undefined && { paid: input.paid }),
    ...(input.loginOnly !== undefined && { loginOnly: input.loginOnly }),
    ...(input.chatOpen !== undefined && { chatOpen: input.chatOpen }),
    ...(input.slowModeSeconds !== undefined && { slowModeSeconds: input.slowModeSeconds }),
    ...(input.chatMinLevel !== undefined && { chatMinLevel: input.chatMinLevel }),
    ...(input.keywords !== undefined && { keywords: [...new Set(input.keywords)] }),
    ...(input.regenerateCode === true && { streamCode: newStreamCode() }),
  }
  const replacesCover = input.cover !== undefined
  if (Object.keys(change).length === 0 && !replacesCover) return toLiveSettings(room, context)
  const updated = await db.transaction(async (tx) => {
    if (replacesCover) change.coverImageId = cover ? await storeLiveImage(tx, userId, cover, now) : null
    const row = await changeRoom(tx, room.id, change)
    if (replacesCover && room.coverImageId !== null) await deleteLiveImages(tx, userId, [room.coverImageId])
    return row
  })
  if (!updated) throw new CallError(404, LIVE_MESSAGES.roomNotFound)
  await publishRoom(db, live, room.id, now)
  return toLiveSettings(updated, context)
}

/** Links the room to a match in the live window (the room's game follows the match's), or unlinks it. */
export const anchorToggleMatchId: Handler<'anchorToggleMatchId'> = async ({ matchId }, context) => {
  const { db, auth, live } = context
  const { room } = await requireAnchorRoom(db, requireSession(auth).userId, 'write')
  const now = auth.now()
  const change: RoomChange =
    matchId === null ? { matchId: null } : { matchId, gameId: (await checkMatchWindow(db, matchId, now)).gameId }
  const updated = await changeRoom(db, room.id, change)
  if (!updated) throw new CallError(404, LIVE_MESSAGES.roomNotFound)
  await publishRoom(db, live, room.id, now)
  return toLiveSettings(updated, context)
}
