import { NEWS_GAMES } from '../../../protocol/calls/game-paths'
import type { VIDEO_CALLS } from '../../../protocol/calls/videos'
import { MESSAGES } from '../../../protocol/messages'
import { VIDEO_MESSAGES } from '../../../protocol/messages/videos'
import { CallError } from '../../http/call-error'
import { playbackOf } from '../../videos/access'
import { pageOfVideos, relatedTo, summaryOf, videoRow } from '../../videos/read'
import { vodSignerOf } from '../../videos/signer'
import { countView } from '../../videos/store'
import { deleteUpload, ownUploadOf, uploadsOf } from '../../videos/uploads'
import { requireSession } from '../context'
import type { Handler, HandlersOf } from '../handler'

/** A game-first path whose first segment is no game is no call of ours. */
function knownGame(game: string): void {
  if (!NEWS_GAMES.includes(game)) throw new CallError(404, MESSAGES.notFound)
}

export const videoList: Handler<'videoList'> = async ({ game, pageIndex, kind }, { db, auth }) => {
  knownGame(game)
  return pageOfVideos(db, { slug: game, pageIndex, kind }, auth.now())
}

export const videoDetail: Handler<'videoDetail'> = async ({ game, id }, { db, auth, config }) => {
  knownGame(game)
  const listed = await videoRow(db, id)
  if (!listed) throw new CallError(404, VIDEO_MESSAGES.videoNotFound)
  const now = auth.now()
  // A viewer is the user when logged in, else the address: one view each per hour.
  const counted = await countView(db, id, auth.session ? `u:${auth.session.userId}` : `a:${auth.ip}`, now)
  const video = { ...listed.video, views: listed.video.views + (counted ? 1 : 0) }
  const signer = await vodSignerOf(db, config.ingest.signingSecret)
  return {
    ...summaryOf({ video, anchorName: listed.anchorName }),
    chapters: video.chapters,
    parentId: video.parentId,
    parentOffsetMs: video.parentOffsetMs,
    playback: await playbackOf(db, video, auth.session, signer, now),
    related: await relatedTo(db, video),
  }
}

export const videoUploads: Handler<'videoUploads'> = async (_input, { db, auth, t, config }) => {
  const rows = await uploadsOf(db, requireSession(auth).userId)
  return { list: rows.map((row) => ownUploadOf(row, t)), maxBytes: config.ingest.videos.uploadMaxBytes }
}

export const videoUploadDelete: Handler<'videoUploadDelete'> = async ({ id }, { db, auth, config }) => {
  if (!(await deleteUpload(db, config.ingest.videos.dir, requireSession(auth).userId, id)))
    throw new CallError(404, VIDEO_MESSAGES.videoNotFound)
  return { id }
}

export const VIDEO_HANDLERS: HandlersOf<typeof VIDEO_CALLS> = {
  videoList,
  videoDetail,
  videoUploads,
  videoUploadDelete,
}
