import type { BlindBox, DrawResult } from '../../protocol/blindbox'
import type { CallResult } from '../../protocol/calls'

/** The blind boxes' answers by kind, stored whole under a key naming the call and its input. */
export type BlindBoxCacheData = {
  list: CallResult<'blindBoxList'>
  detail: BlindBox
  /** The user's own: dropped at sign-out. */
  mine: CallResult<'blindBoxMine'>
  draw: DrawResult
  draws: CallResult<'blindBoxMyDraws'>
  audit: CallResult<'blindBoxAudit'>
}
export type BlindBoxCacheKind = keyof BlindBoxCacheData
export type BlindBoxCacheRow<K extends BlindBoxCacheKind = BlindBoxCacheKind> = {
  key: string
  kind: K
  data: BlindBoxCacheData[K]
  fetchedAt: number
}

/** Kinds that belong to the signed-in user (the rest are the public boxes and their odds). */
export const OWN_BLIND_BOX_KINDS: readonly BlindBoxCacheKind[] = ['mine', 'draw', 'draws', 'audit']
