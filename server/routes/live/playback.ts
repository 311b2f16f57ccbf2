import { requireSession } from '../../auth/context'
import type { Handler } from '../../http/handler'
import { findRoom, playbackFor, unlockRoom } from '../../live/playback'

export const livePlayback: Handler<'livePlayback'> = async ({ roomId }, { db, auth }) =>
  playbackFor(db, await findRoom(db, roomId), auth.session, auth.now())

/** Pays for the current broadcast of a paid room (free for its anchor, administrators and repeat calls). */
export const liveUnlock: Handler<'liveUnlock'> = async ({ roomId }, { db, auth }) => {
  const session = requireSession(auth)
  const now = auth.now()
  const { room, balance } = await unlockRoom(db, roomId, session, now)
  return { ...(await playbackFor(db, room, session, now)), balance }
}
