import type { CallResult } from '../../protocol/calls'

/**
 * The videos' answers by kind, stored whole under a key naming the call and its input. Nothing in them is
 * written per language (titles are the anchors' words; event names are translated when shown), so the
 * keys name no language.
 */
export type VideoCacheData = {
  list: CallResult<'videoList'>
  detail: CallResult<'videoDetail'>
  /** The signed-in uploader's own uploads; dropped at any sign-in, sign-out or expired session. */
  uploads: CallResult<'videoUploads'>
}
export type VideoCacheKind = keyof VideoCacheData
export type VideoCacheRow<K extends VideoCacheKind = VideoCacheKind> = {
  key: string
  kind: K
  data: VideoCacheData[K]
  fetchedAt: number
}
