import type { ANCHOR_CALLS } from '../../../protocol/calls/anchor'
import type { HandlersOf } from '../handler'
import { anchorApplication, anchorStatus, anchorWhether } from './application'
import { anchorBroadcast, anchorDowncast, anchorIsBroadcast } from './broadcast'
import { anchorInfo, anchorList, anchorProfile } from './info'
import { anchorGoldDetail, anchorGoldTotal } from './revenue'
import { anchorApplications, anchorReview } from './review'
import { anchorLiveInfo, anchorToggleMatchId, updateAnchor } from './settings'

export const ANCHOR_HANDLERS: HandlersOf<typeof ANCHOR_CALLS> = {
  anchorWhether,
  anchorStatus,
  anchorIsBroadcast,
  anchorBroadcast,
  anchorLiveInfo,
  anchorDowncast,
  anchorGoldDetail,
  anchorGoldTotal,
  anchorApplication,
  anchorToggleMatchId,
  updateAnchor,
  anchorInfo,
  anchorProfile,
  anchorList,
  anchorApplications,
  anchorReview,
}
