import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { requireCleanPublicText } from '../../chat/public-text'
import { CallError } from '../../http/call-error'
import { requireAnchorRoom, saveIntroductions } from '../../live/anchors'
import { decodeLiveImage, deleteLiveImages, type LiveImage, storeLiveImage } from '../../live/images'
import { listProfiles, loadProfile } from '../../live/profiles'
import { requireSession } from '../context'
import type { Handler } from '../handler'

const KEPT_PICTURE = /^\/live\/image\/(\d{1,15})$/

/** A detail picture as sent: the URL of one the anchor already has (kept), or a new square image. */
type PictureInput = { kept: number } | { image: LiveImage }

function pictureOf(value: string, current: readonly number[]): PictureInput {
  const kept = KEPT_PICTURE.exec(value)
  const id = kept ? Number(kept[1]) : null
  if (id !== null && current.includes(id)) return { kept: id }
  const image = decodeLiveImage(value, { square: true })
  if (!image) throw new CallError(400, LIVE_MESSAGES.pictureInvalid)
  return { image }
}

/** §3/§5: saves the introductions and up to 3 square pictures; pictures left out are deleted. */
export const anchorInfo: Handler<'anchorInfo'> = async (input, { db, auth }) => {
  const userId = requireSession(auth).userId
  const { anchor } = await requireAnchorRoom(db, userId, 'write')
  requireCleanPublicText([input.shortIntro, input.detailIntro])
  const pictures = input.pictures.map((value) => pictureOf(value, anchor.pictures))
  const now = auth.now()
  await db.transaction(async (tx) => {
    const ids: number[] = []
    for (const picture of pictures)
      ids.push('kept' in picture ? picture.kept : await storeLiveImage(tx, userId, picture.image, now))
    await saveIntroductions(tx, userId, { shortIntro: input.shortIntro, detailIntro: input.detailIntro, pictures: ids })
    await deleteLiveImages(
      tx,
      userId,
      anchor.pictures.filter((id) => !ids.includes(id)),
    )
  })
  const profile = await loadProfile(db, userId, true)
  if (!profile) throw new CallError(404, LIVE_MESSAGES.notAnchor)
  return profile
}

export const anchorProfile: Handler<'anchorProfile'> = async ({ uid }, { db, auth }) => {
  const own = uid === undefined || uid === auth.session?.userId
  const profile = await loadProfile(db, uid ?? requireSession(auth).userId, own)
  if (!profile) throw new CallError(404, LIVE_MESSAGES.notAnchor)
  return profile
}

export const anchorList: Handler<'anchorList'> = async ({ gameId, pageIndex, pageSize }, { db }) =>
  listProfiles(db, { gameId, pageIndex, pageSize })
