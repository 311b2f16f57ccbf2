import { findRoom, playbackFor, unlockRoom } from '../../live/playback'
import { hlsSignerOf } from '../../media/hls-signing'
import { requireSession } from '../context'
import type { Handler } from '../handler'

export const livePlayback: Handler<'livePlayback'> = async ({ roomId }, { db, config, auth }) =>
  playbackFor(
    db,
    await findRoom(db, roomId),
    auth.session,
    auth.now(),
    await hlsSignerOf(db, config.ingest.signingSecret),
  )

/** Pays for the current broadcast of a paid room (free for its anchor, administrators and repeat calls). */
export const liveUnlock: Handler<'liveUnlock'> = async ({ roomId }, { db, config, auth }) => {
  const session = requireSession(auth)
  const now = auth.now()
  const { room, balance } = await unlockRoom(db, roomId, session, auth.services.spending, now)
  const signer = await hlsSignerOf(db, config.ingest.signingSecret)
  return { ...(await playbackFor(db, room, session, now, signer)), balance }
}
